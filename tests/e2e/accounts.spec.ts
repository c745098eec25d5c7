import { test, expect } from "./fixtures";
import {
  demoAdmin,
  demoCustomer,
  latestMailTo,
  logIn,
  newCustomer,
  signUp,
} from "./support/accounts";

test.describe("Sign-up and sign-in", () => {
  test("sign-up welcomes the new customer, stores the token and opens the dashboard", async ({
    page,
  }) => {
    const user = newCustomer("signup");
    await signUp(page, user);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toMatch(/^ey/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: new RegExp(user.name) })).toBeVisible();
  });

  test("the forms show the spec's messages and one message for any wrong credentials", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Email is Required")).toBeVisible();
    await expect(page.getByText("Password is Required")).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Provide a valid Email")).toBeVisible();
    await expect(page.getByText("Must be 6 characters or longer")).toBeVisible();
    for (const email of [demoCustomer.email, "nobody-here@example.com"]) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByText("Wrong email or password.")).toBeVisible();
    }
    await page.goto("/signUp");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Name is Required")).toBeVisible();
  });

  test("a guest on a guarded page signs in and comes back to it", async ({ page }) => {
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fprofile$/);
    await logIn(page, demoCustomer);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText(demoCustomer.email).first()).toBeVisible();
  });

  test("sign-out thanks the user, ends the session and forgets the token", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, demoCustomer);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Sign Out" })
      .click();
    await expect(page.getByText(`Thank you, ${demoCustomer.name} to stay with us!`)).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
  });
});

test.describe("Password reset", () => {
  test("the mailed link sets a new password that then signs in", async ({ page }) => {
    const user = newCustomer("reset");
    await signUp(page, user);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Sign Out" })
      .click();

    await page.goto("/reset-password");
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    await expect(page.getByText("Please input your email address")).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    await expect(page.getByText("Email sent", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute(
      "href",
      "/login",
    );

    const mail = await latestMailTo(user.email);
    const link = /https?:\/\/[^\s"]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    await page.goto(`${pathname}${search}`);
    await page.getByLabel("New password", { exact: true }).fill("Fresh-pass-42");
    await page.getByLabel("Confirm new password").fill("Fresh-pass-42");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    await page.goto(`${pathname}${search}`);
    await page.getByLabel("New password", { exact: true }).fill("Another-pass-42");
    await page.getByLabel("Confirm new password").fill("Another-pass-42");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("auth/invalid-action-code")).toBeVisible();

    await page.goto("/login");
    await logIn(page, { ...user, password: "Fresh-pass-42" });
  });

  test("says 'Email sent' for an address without an account too", async ({ page }) => {
    await page.goto("/reset-password");
    await page.getByLabel("Email").fill("no-account-here@example.com");
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    await expect(page.getByText("Email sent", { exact: true })).toBeVisible();
  });
});

test.describe("Google sign-in", () => {
  test("signs in through the OpenID Connect provider and creates the account", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fblogs");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByText("Welcome Back, Gina Google")).toBeVisible();
    await expect(page).toHaveURL(/\/blogs$/);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toMatch(/^ey/);
    await page.goto("/dashboard/profile");
    await expect(page.getByText("gina.google@example.com").first()).toBeVisible();
  });
});

test.describe("Manage Users", () => {
  test("deleting yourself says the spec's 'is not deleted.' and why", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2FallUsers");
    await logIn(page, demoAdmin);
    // Newest accounts come first: the demo admin, made with the demo data, is found by search
    // (once the first rows show, the page is interactive).
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(demoAdmin.email);
    await page.getByRole("button", { name: `Delete ${demoAdmin.email}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByText(
        `User: ${demoAdmin.email} is not deleted. You cannot delete your own account.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: demoAdmin.email })).toHaveCount(1);
  });
});
