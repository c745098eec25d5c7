import { test as plainTest } from "@playwright/test";
import { test, expect } from "./fixtures";

const NAV = ["Home", "Shop", "Blogs", "Portfolio", "Contact", "Login"];

test.describe("Top navigation (desktop)", () => {
  test("lists Home, Shop, Blogs, Portfolio, Contact and Login in order, and navigates", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("list");
    await expect(menu.getByRole("link")).toHaveText(NAV);
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const targets = [
      { name: "Shop", url: /\/allParts$/, title: "Shop | Redline Parts" },
      { name: "Blogs", url: /\/blogs$/, title: "Blogs | Redline Parts" },
      { name: "Portfolio", url: /\/portfolio$/, title: "Portfolio | Redline Parts" },
      { name: "Contact", url: /\/contact$/, title: "Contact | Redline Parts" },
      { name: "Home", url: /\/$/, title: "Home Page | Redline Parts" },
    ];
    for (const target of targets) {
      await menu.getByRole("link", { name: target.name }).click();
      await expect(page).toHaveURL(target.url);
      await expect(page).toHaveTitle(target.title);
      await expect(menu.getByRole("link", { name: target.name })).toHaveAttribute("aria-current", "page");
    }
  });
});

test.describe("Theme toggle", () => {
  test("switches to night, survives a reload without a flash, and switches back", async ({ page }) => {
    // Record the theme at the moment <body> starts (before first paint) and at DOMContentLoaded.
    await page.addInitScript(() => {
      const record = window as unknown as { __themeAtBody?: string | null; __themeAtDcl?: string | null };
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
      const record = window as unknown as { __themeAtBody?: string | null; __themeAtDcl?: string | null };
      return { body: record.__themeAtBody, dcl: record.__themeAtDcl };
    });
    expect(early, "night is applied before the first paint").toEqual({ body: "night", dcl: "night" });
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
    await expect(drawer.getByRole("link").filter({ hasText: /^(Home|Shop|Blogs|Portfolio|Contact|Login)$/ })).toHaveText(NAV);
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
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

plainTest.describe("Preloader", () => {
  plainTest("covers the first page of a tab for 3 s, then never again in that tab", async ({ page }) => {
    await page.addInitScript(() => {
      const record = window as unknown as { __preloaderGoneAt?: number };
      new MutationObserver(() => {
        if (!document.documentElement.hasAttribute("data-preloader") && record.__preloaderGoneAt === undefined) {
          record.__preloaderGoneAt = performance.now();
        }
      }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-preloader"] });
    });
    await page.goto("/");
    const preloader = page.getByTestId("preloader");
    await expect(preloader).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-preloader");
    const box = await preloader.boundingBox();
    const viewport = page.viewportSize();
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });

    await expect(preloader).toBeHidden({ timeout: 6_000 });
    const goneAt = await page.evaluate(() => (window as unknown as { __preloaderGoneAt?: number }).__preloaderGoneAt);
    expect(goneAt, "hidden about 3 s after the page started").toBeGreaterThanOrEqual(3_000);
    expect(goneAt).toBeLessThan(6_000);
    expect(await page.evaluate(() => sessionStorage.getItem("preloader-seen"))).toBe("1");
    await expect(page.getByRole("heading", { level: 1, name: "Find Parts That Fit Your Vehicle" })).toBeVisible();

    // Client-side navigation, then a full page load, in the same tab: no preloader.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click();
    await expect(page).toHaveURL(/\/allParts$/);
    await expect(preloader).toBeHidden();
    await page.goto("/blogs");
    await expect(page.locator("html")).not.toHaveAttribute("data-preloader");
    await expect(preloader).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Blog Page" })).toBeVisible();
  });
});

test.describe("Security", () => {
  test("page responses carry a nonce-based CSP and the other security headers", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const headers = first.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, `CSP has a nonce: ${csp}`).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src [^;]*'nonce-/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers()["content-security-policy"], "a fresh nonce per response").not.toContain(`'nonce-${nonce}'`);
  });

  for (const path of ["/", "/allParts", "/blogs", "/portfolio", "/contact"]) {
    test(`${path} loads without CSP violations or page errors`, async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) problems.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(path, { waitUntil: "load" });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});
