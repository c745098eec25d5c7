import { test, expect } from "./fixtures";

const NAV = ["Home", "Shop", "Categories", "Blogs", "Portfolio", "Contact", "Login"];

test.describe("Top navigation (desktop)", () => {
  test("lists Home, Shop, Categories, Blogs, Portfolio, Contact and Login in order, and navigates", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("list");
    await expect(menu.getByRole("link")).toHaveText(NAV);
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const targets = [
      { name: "Shop", url: /\/allParts$/, title: "Shop | Redline Parts" },
      { name: "Categories", url: /\/categories$/, title: "Shop by Category | Redline Parts" },
      { name: "Blogs", url: /\/blogs$/, title: "Blogs | Redline Parts" },
      { name: "Portfolio", url: /\/portfolio$/, title: "Portfolio | Redline Parts" },
      { name: "Contact", url: /\/contact$/, title: "Contact | Redline Parts" },
      { name: "Home", url: /\/$/, title: "Home Page | Redline Parts" },
    ];
    for (const target of targets) {
      await menu.getByRole("link", { name: target.name }).click();
      await expect(page).toHaveURL(target.url);
      await expect(page).toHaveTitle(target.title);
      await expect(menu.getByRole("link", { name: target.name })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
  });
});

test.describe("Theme toggle", () => {
  test("switches to night, survives a reload without a flash, and switches back", async ({
    page,
  }) => {
    // Record the theme at the moment <body> starts (before first paint) and at DOMContentLoaded.
    await page.addInitScript(() => {
      const record = window as unknown as {
        __themeAtBody?: string | null;
        __themeAtDcl?: string | null;
      };
      const observer = new MutationObserver(() => {
        if (document.body && record.__themeAtBody === undefined) {
          record.__themeAtBody = document.documentElement.getAttribute("data-theme");
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener("DOMContentLoaded", () => {
        record.__themeAtDcl = document.documentElement.getAttribute("data-theme");
      });
    });
    const html = page.locator("html");
    const toggle = page.getByTestId("theme-toggle");
    await page.goto("/");
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "night");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("night");

    await page.reload({ waitUntil: "domcontentloaded" });
    const early = await page.evaluate(() => {
      const record = window as unknown as {
        __themeAtBody?: string | null;
        __themeAtDcl?: string | null;
      };
      return { body: record.__themeAtBody, dcl: record.__themeAtDcl };
    });
    expect(early, "night is applied before the first paint").toEqual({
      body: "night",
      dcl: "night",
    });
    await expect(html).toHaveAttribute("data-theme", "night");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await page.goto("/blogs");
    await expect(html).toHaveAttribute("data-theme", "night");

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "light");
  });
});

test.describe("Mobile drawer (375 × 812)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu becomes a drawer that opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("list")).toBeHidden();
    const drawer = page.getByTestId("nav-drawer");
    await expect(drawer).toBeHidden();
    await page.getByTestId("nav-drawer-button").click();
    await expect(drawer).toBeVisible();
    await expect(
      drawer
        .getByRole("link")
        .filter({ hasText: /^(Home|Shop|Categories|Blogs|Portfolio|Contact|Login)$/ }),
    ).toHaveText(NAV);
    await drawer.getByRole("link", { name: "Blogs", exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Page");
    await expect(drawer).toBeHidden();
  });
});

test.describe("Scroll to top", () => {
  test("appears only past 500 px and brings the page back to the top", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    // Let the scroll event reach the page before checking that nothing appeared.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
