import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "../fixtures";

/**
 * Two tests: axe finds nothing on the page at this path, in the light and in the night theme.
 * The site's closed nav drawer is outside every landmark (axe's moderate "region" rule) on
 * every page; it is the site chrome's, not the page's, so it is left out.
 */
export function axeInBothThemes(what: string, path: string) {
  for (const theme of ["light", "night"] as const) {
    test(`axe finds nothing on ${what} in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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
