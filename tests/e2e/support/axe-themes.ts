import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";

/**
 * axe over the page as a visitor sees it. Left out: the site's closed nav drawer, outside every
 * landmark (axe's moderate "region" rule) on every page, the site chrome's rather than the page's;
 * and the toasts, which fade in and out while axe reads (mid-fade their text is see-through):
 * their colours are judged once faded in, by the toast test in buying-screens.spec.ts.
 */
export function pageAxe(page: Page) {
  // Only the violations come back: the passes' node lists of a long page took axe's result
  // processing about a fifth of a scan, and no test reads them.
  return new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .exclude("#site-nav-drawer")
    .exclude("[data-sonner-toaster]");
}

// axe's rules that read colours: the only ones whose findings change with the theme.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * What axe finds on the page, as `pageAxe` reads it: every rule, or with `coloursOnly` the rules
 * a theme switch can change (a second theme's scan at under half the cost of a whole one).
 */
export async function axeFindings(page: Page, { coloursOnly = false } = {}) {
  const axe = coloursOnly ? pageAxe(page).withRules(COLOUR_RULES) : pageAxe(page);
  const { violations } = await axe.analyze();
  return violations.map(({ id, impact, nodes }) => ({
    id,
    impact,
    targets: nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

/**
 * Two tests: axe finds nothing on the page at this path, in the light and in the night theme.
 * For a page behind the login, `signIn` runs first; `ready` waits for what the page loads after its heading.
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
      const found = await axeFindings(page);
      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    });
  }
}

/**
 * axe finds nothing on the page as it is now, in both themes: each theme is switched in place,
 * as the theme toggle does, then checked once nothing on it is busy. For a page a journey
 * reaches with its data; it stays as the journey left it (a reload would drop what is open).
 */
export async function axeHere(page: Page) {
  for (const theme of ["light", "night"] as const) {
    await switchTheme(page, theme);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  }
}

/** axe finds nothing once nothing on the page is busy. */
async function expectNoViolations(page: Page) {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const { violations } = await pageAxe(page).analyze();
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

/** Switches the page to this theme without a reload, as the theme toggle does, and remembers it. */
export async function switchTheme(page: Page, theme: "light" | "night") {
  await page.evaluate(async (value) => {
    localStorage.setItem("theme", value);
    document.documentElement.setAttribute("data-theme", value);
    // Buttons fade to the new colours: axe must read them once the fades have ended. Reading
    // the layout first makes the browser start the fades.
    document.body.getBoundingClientRect();
    const fades = document.getAnimations().filter((each) => each instanceof CSSTransition);
    await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
  }, theme);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}
