import { test as base, expect } from "@playwright/test";
import { shopServer } from "./support/servers";

/**
 * A first visit to this worker's own shop server (tests/e2e/support/servers.ts): page, request
 * and every relative URL go to it. Only the preloader test uses it as it is.
 */
export const firstVisitTest = base.extend({
  baseURL: async ({}, use, testInfo) => {
    await use(shopServer(testInfo.parallelIndex).origin);
  },
});

/**
 * The shared `test`: every page starts inside a visit that has seen the preloader, so the
 * 3-second full-screen preloader does not cover the page.
 */
export const test = firstVisitTest.extend({
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
