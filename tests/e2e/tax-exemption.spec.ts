import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { demoAdmin, logIn, newCustomer } from "./support/accounts";
import { bearerOf } from "./support/api";
import { axeHere } from "./support/axe-themes";

// Tax exemption screens (issue 32): a customer sends a certificate and sees it pending, the
// shop's admin verifies it in the review table (the rates editor is on Shipping & Tax), and the customer
// sees it verified.

const customer = newCustomer("tax");
const certificate = `RS-${customer.email.split("@")[0]}`.slice(0, 40);
const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

const EXEMPTION = "/dashboard/tax-exemption";
const REVIEW = "/dashboard/taxExemptions";

/** A page of its own, signed in as `user` on `path`. */
async function signedIn(browser: Browser, user: typeof customer, path: string): Promise<Page> {
  // A context of its own: axe needs one (a page from browser.newPage() has none to use).
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => localStorage.setItem("preloader-seen", String(Date.now())));
  await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await logIn(page, user);
  await expect(page).toHaveURL(new RegExp(`${path.replace("?", "\\?")}$`));
  return page;
}

test.describe.serial("Tax exemption", () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    await bearerOf(playwright, baseURL!, customer, { signUp: true });
  });

  test("a customer sends a certificate and sees it pending", async ({ browser }) => {
    const page = await signedIn(browser, customer, EXEMPTION);
    await expect(page.getByText("No certificates yet.")).toBeVisible();
    const form = page.getByRole("region", { name: "Send a certificate" });
    await form.getByRole("button", { name: "Send certificate" }).click();
    // The route's own schema answers in the browser first.
    await expect(form.getByText("Certificate number is required")).toBeVisible();
    await expect(form.getByText("Expiry date is required, as YYYY-MM-DD")).toBeVisible();
    await form.getByLabel("Certificate number").fill(certificate);
    await form.getByLabel("State").selectOption("TX");
    await form.getByLabel("Expiry date").fill(inAYear);
    await form.getByRole("button", { name: "Send certificate" }).click();

    const sent = page.getByTestId("tax-exemption");
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(`Texas · ${certificate}`);
    await expect(sent.getByText("Pending", { exact: true })).toBeVisible();
    await expect(sent).toContainText(`Expires ${inAYear}`);
    await axeHere(page);
    await page.context().close();
  });

  test("the shop's admin verifies it; the rates editor checks a rate before saving", async ({
    browser,
  }) => {
    const page = await signedIn(browser, demoAdmin, `${REVIEW}?q=${certificate}`);
    const sidebar = page.getByRole("navigation", { name: /dashboard/i }).first();
    await expect(sidebar.getByRole("link", { name: "Tax exemptions" })).toBeVisible();
    const rows = page.getByTestId("tax-exemption-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(customer.email);
    await rows
      .first()
      .getByRole("button", { name: `Verify certificate ${certificate}` })
      .click();
    await expect(rows.first().getByText("Verified", { exact: true })).toBeVisible();
    await axeHere(page);

    // The state rates are edited on Shipping & Tax, under the shipping rates.
    await page.goto("/dashboard/shipping-tax");
    await expect(page.getByTestId("tax-rate-row")).toHaveCount(51);
    const alabama = page.getByLabel("Rate for Alabama (%)");
    await expect(alabama).toHaveValue("4");
    await alabama.fill("25");
    await page.getByRole("button", { name: "Save rates" }).click();
    await expect(
      page.getByText("AL: the rate must be a percentage from 0 to less than 20"),
    ).toBeVisible();
    await alabama.fill("4");
    await page.context().close();
  });

  test("the customer sees the certificate verified", async ({ browser }) => {
    const page = await signedIn(browser, customer, EXEMPTION);
    const sent = page.getByTestId("tax-exemption");
    await expect(sent.getByText("Verified", { exact: true })).toBeVisible();
    await page.context().close();
  });
});
