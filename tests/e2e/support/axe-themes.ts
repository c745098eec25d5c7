import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";

/**
 * Two tests: axe finds nothing on the page at this path, in the light and in the night theme.
 * The site's closed nav drawer is outside every landmark (axe's moderate "region" rule) on
 * every page; it is the site chrome's, not the page's, so it is left out. For a page behind the
 * login, `signIn` runs first; `ready` waits for what the page loads after its heading.
 */
export function axeInBothThemes(
  what: string,
  path: string | (() => string),
  {
    signIn,
    ready,
  }: { signIn?: (page: Page) => Promise<void>; ready?: (page: Page) => Promise<void> } = {},
) {
  for (const theme of ["light", "night"] as const) {
    test(`axe finds nothing on ${what} in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await signIn?.(page);
      // A function when the path is known only once the suite has made its data.
      await page.goto(typeof path === "string" ? path : path());
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await ready?.(page);
      const { violations } = await new AxeBuilder({ page }).exclude("#site-nav-drawer").analyze();
      const found = violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        targets: nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    });
  }
}

/**
 * axe finds nothing on the page as it is now, in both themes: each theme is set and the page
 * reloaded, then checked once nothing on it is busy. For a page a journey reaches with its data.
 */
export async function axeHere(page: Page) {
  for (const theme of ["light", "night"] as const) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  }
}

/** axe finds nothing once nothing on the page is busy. */
async function expectNoViolations(page: Page) {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).exclude("#site-nav-drawer").analyze();
  expect(violations.map(({ id, nodes }) => ({ id, target: nodes[0]?.target }))).toEqual([]);
}

/**
 * axe finds nothing on the page as it stands, in both themes, switched in place: what a journey
 * typed into a form (and what that made appear) stays, where a reload would clear it.
 */
export async function axeAsItStands(page: Page) {
  for (const theme of ["light", "night"] as const) {
    await page.evaluate(
      (value) => document.documentElement.setAttribute("data-theme", value),
      theme,
    );
    await expectNoViolations(page);
  }
}
