import { test as base, expect } from "@playwright/test";

/**
 * The shared `test`: every page starts inside a visit that has seen the preloader, so the
 * 3-second full-screen preloader does not cover the page. Only the preloader test uses the plain
 * `@playwright/test` page.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      // Init scripts also run in frames (the contact page's map), where storage may be off limits.
      try {
        localStorage.setItem("preloader-seen", String(Date.now()));
      } catch {
        // not the shop's own document
      }
    });
    await use(page);
  },
});

export { expect };
