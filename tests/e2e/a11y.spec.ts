import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
        ),
    }));
}

// Every screen's axe check, in both themes and on a phone, is screens-fit.spec.ts's; these are
// the states a page reaches only by use: the open drawer and the forms' errors and answers.
test.describe("Accessibility (axe): no serious or critical violations", () => {
  test("the mobile drawer, open, in both themes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const theme of ["light", "night"] as const) {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await page.getByTestId("nav-drawer-button").click();
      await expect(page.getByTestId("nav-drawer")).toBeVisible();
      const violations = await seriousViolations(page);
      expect(violations, `${theme}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
    }
  });

  for (const theme of ["light", "night"] as const) {
    test(`form states (newsletter error and dialog, contact errors and success) in the ${theme} theme`, async ({
      page,
    }) => {
      // Four whole-page scans: near 30 s on a loaded machine.
      test.slow();
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      // Every state is scanned and reported together, so one failure does not hide the next.
      const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
      const check = async (state: string) => {
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[state] = violations;
      };
      await page.goto("/");
      const email = page.getByRole("textbox", { name: "Email address" });
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Field can't be empty.")).toBeVisible();
      await check("newsletter error");
      await email.fill("a@example.com");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("dialog", { name: "Thanks for your subscribe!" })).toBeVisible();
      await check("newsletter dialog");

      await page.goto("/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText(/name is required/i)).toBeVisible();
      await check("contact errors");
      await page.getByRole("textbox", { name: "Name" }).fill("Jordan Miles");
      await page.getByRole("textbox", { name: "Email" }).fill("jordan@example.com");
      await page.getByRole("textbox", { name: "Message" }).fill("Hello");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Thanks for contacting us" }),
      ).toBeVisible();
      await check("contact success");
      expect(found, JSON.stringify(found, null, 2)).toEqual({});
    });
  }
});
