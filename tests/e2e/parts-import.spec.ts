import { pageAxe } from "./support/axe-themes";
import type { Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, logIn } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";

// The parts import screen (Manage Products → Import). The two parts the file changes are the
// test's own, made through the API first, so no other spec sees the demo catalog change.
const stamp = Date.now().toString(36).toUpperCase();
const numbered = (suffix: string) => `E2E-IMP-${stamp}-${suffix}`;
const NEW_PARTS = ["N1", "N2", "N3"].map((suffix) => ({
  partNumber: numbered(suffix),
  productName: `E2E Import Rotor ${stamp} ${suffix}`,
}));
const CHANGED = ["C1", "C2"].map(numbered);
const BAD = numbered("BAD");
const NEW_PRICE = "29.99";

const HEADER = "partNumber,productName,productDescription,price,availableQty,orderQty,image";
// Lines 2–7 of the file (the header is line 1): a new part without its required cells is refused.
const FILE = [
  HEADER,
  ...NEW_PARTS.map(
    (part) =>
      `${part.partNumber},${part.productName},Made by the import test.,24.50,200,2,/images/parts/air-filter.svg`,
  ),
  `${BAD},A part without a price,,,,,`,
  ...CHANGED.map((partNumber) => `${partNumber},,,${NEW_PRICE},,,`),
].join("\n");

let admin: Auth;

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await bearerOf(playwright, baseURL!, demoAdmin);
  const request = await playwright.request.newContext({ baseURL });
  for (const partNumber of CHANGED) {
    const created = await request.post("/api/parts", {
      headers: admin,
      data: {
        productName: `E2E Import Drum ${partNumber}`,
        availableQty: "100",
        orderQty: "5",
        price: "19.99",
        productDescription: "Made by the import test, changed by its file.",
        image: "/images/parts/air-filter.svg",
        partNumber,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  for (const partNumber of [...CHANGED, ...NEW_PARTS.map((part) => part.partNumber)]) {
    const found = (await (
      await request.get(`/api/parts?q=${encodeURIComponent(partNumber)}`)
    ).json()) as PartJson[];
    const part = found.find((candidate) => candidate.partNumber === partNumber);
    if (part) await request.delete(`/api/parts/${part._id}`, { headers: admin });
  }
  await request.dispose();
});

const chooseFile = (page: Page) =>
  page.getByLabel("CSV or PIES XML file").setInputFiles({
    name: "parts.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(FILE),
  });

async function expectCheckResult(page: Page) {
  await expect(
    page.getByRole("heading", { name: "Check result (nothing written yet)" }),
  ).toBeVisible();
  await expect(page.getByTestId("summary-add")).toHaveText("3");
  await expect(page.getByTestId("summary-change")).toHaveText("2");
  await expect(page.getByTestId("summary-unchanged")).toHaveText("0");
  await expect(page.getByTestId("summary-refused")).toHaveText("1");
}

test("an admin checks a parts CSV, sees the refused line, applies it and the parts are on the shop", async ({
  page,
}) => {
  // A check, an apply, the shop's pages and axe: past 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/dashboard/manageProducts")}`);
  await logIn(page, demoAdmin);
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageProducts\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import parts" })).toBeVisible();

  // A file the server refuses at once: its message is shown as an alert.
  await page.getByLabel("Or paste the CSV").fill("partNumber,colour\nX-1,red");
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.locator("p[role=alert]")).toContainText("Unknown column: colour");

  await chooseFile(page);
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page).toHaveURL(/\?import=[^&]+$/);
  await expectCheckResult(page);

  await page.getByRole("radio", { name: /^Refused/ }).check();
  const lines = page.getByTestId("import-line");
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(BAD);
  await expect(lines.first().getByRole("cell").first()).toHaveText("5");
  await expect(lines.first()).toContainText("A new part needs");
  await page.getByRole("radio", { name: /^All/ }).check();
  await expect(lines).toHaveCount(6);

  // In both themes.
  for (const theme of ["light", "night"]) {
    await page.evaluate((name) => document.documentElement.setAttribute("data-theme", name), theme);
    const axe = pageAxe(page);
    const found = (await axe.analyze()).violations.map(({ id, nodes }) => ({
      theme,
      id,
      targets: nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  }

  const report = await page.request.get(
    (await page.getByRole("link", { name: "Download the report (CSV)" }).getAttribute("href"))!,
  );
  expect(report.status()).toBe(200);
  expect(await report.text()).toContain(BAD);

  // Reopened, the screen shows the check from the server, but the file is no longer there.
  await page.reload();
  await expectCheckResult(page);
  await expect(page.getByText("choose the file again to apply it")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);

  await chooseFile(page);
  await expect(page).toHaveURL(/\/import$/);
  await page.getByRole("button", { name: "Check the file" }).click();
  await expectCheckResult(page);
  await page.getByRole("button", { name: "Apply 5 lines" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Apply 5 lines?");
  await dialog.getByRole("button", { name: "Apply 5 lines" }).click();
  await expect(page.getByRole("heading", { name: "Import result" })).toBeVisible();
  await expect(page.getByText("Import finished: 5 lines written to the shop.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Manage Products" })).toBeVisible();

  const cards = page.getByTestId("part-card");
  for (const part of NEW_PARTS) {
    await page.goto(`/allParts?q=${encodeURIComponent(part.partNumber)}`);
    await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(part.productName);
  }
  await cards.first().getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_PARTS[2]!.productName);
  for (const partNumber of CHANGED) {
    await page.goto(`/allParts?q=${encodeURIComponent(partNumber)}`);
    await expect(cards.first()).toContainText(`E2E Import Drum ${partNumber}`);
    await expect(cards.first()).toContainText(NEW_PRICE);
  }
});
