import fs from "node:fs";
import type { Page } from "@playwright/test";
import { previousMonth } from "@/domains/tax";
import { test, expect } from "./fixtures";
import { demoAdmin, logIn } from "./support/accounts";
import { axeInBothThemes } from "./support/axe-themes";

// The Tax report screen: the previous month by default, the period's validation, the empty
// state, the CSV download of the same period, axe in both themes. Orders with tax need the
// checkout that computes it; the figures themselves are the integration tests' (tax-report).

const PATH = "/dashboard/tax-report";
const HEADER = "State,Orders,Taxable sales,Exempt sales,Tax collected,Shipping collected";

async function openAsAdmin(page: Page) {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(PATH)}`);
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/dashboard\/tax-report$/);
}

// "To" alone also names the theme toggle ("Switch to dark theme").
const fromField = (page: Page) => page.getByLabel("From", { exact: true });
const toField = (page: Page) => page.getByLabel("To", { exact: true });

/** The report has loaded: its table, or the empty state. */
const reportShown = async (page: Page) =>
  expect(page.getByRole("link", { name: "Download CSV" })).toBeVisible();

test.describe("Tax report", () => {
  test("opens on the previous month, refuses a reversed period, shows an empty one and downloads its CSV", async ({
    page,
  }) => {
    await openAsAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Tax report" })).toBeVisible();
    const month = previousMonth(new Date());
    await expect(fromField(page)).toHaveValue(month.from);
    await expect(toField(page)).toHaveValue(month.to);
    await reportShown(page);

    await fromField(page).fill("2001-02-10");
    await toField(page).fill("2001-02-01");
    await page.getByRole("button", { name: "Show report" }).click();
    await expect(page.getByText("to must be the same day as from or later")).toBeVisible();
    await expect(toField(page)).toHaveAttribute("aria-invalid", "true");

    await toField(page).fill("2001-02-28");
    await page.getByRole("button", { name: "Show report" }).click();
    await expect(page.getByText("No taxable sales in this period.")).toBeVisible();
    await expect(toField(page)).not.toHaveAttribute("aria-invalid", "true");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("tax-report-2001-02-10-2001-02-28.csv");
    expect(fs.readFileSync((await download.path())!, "utf8")).toBe(
      `${HEADER}\nTotal,0,0.00,0.00,0.00,0.00\n`,
    );
  });

  test("the sidebar links to it after Shipping & Tax", async ({ page }) => {
    await openAsAdmin(page);
    const sidebar = page.getByRole("navigation", { name: /dashboard/i }).first();
    const links = await sidebar.getByRole("link").allTextContents();
    const shipping = links.findIndex((text) => text.includes("Shipping & Tax"));
    expect(links[shipping + 1]).toContain("Tax report");
  });

  axeInBothThemes("the Tax report", PATH, { signIn: openAsAdmin, ready: reportShown });
});
