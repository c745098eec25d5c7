import { pageAxe } from "./support/axe-themes";
import { test, expect } from "./fixtures";
import { demoAdmin, logIn } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";

// On the demo data the Ford F-150 has every year from 2015 to 2020 and, in 2019, the engine
// "2.7L V6 Turbo". The part is the test's own, so no other test sees its fitment change.
const HEADER =
  "partNumber,yearFrom,yearTo,make,model,submodel,engine,position,quantity,note,universal";

let admin: Auth;
let part: { id: string; partNumber: string; productName: string };

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await bearerOf(playwright, baseURL!, demoAdmin);
  const stamp = Date.now().toString(36).toUpperCase();
  const request = await playwright.request.newContext({ baseURL });
  const created = await request.post("/api/parts", {
    headers: admin,
    data: {
      productName: `E2E Fitment Pads ${stamp}`,
      availableQty: "100",
      orderQty: "5",
      price: "19.99",
      productDescription: "Made by the fitment admin test.",
      image: "/images/parts/air-filter.svg",
      partNumber: `E2E-FIT-${stamp}`,
    },
  });
  expect(created.status()).toBe(201);
  const { insertedId } = (await created.json()) as { insertedId: string };
  part = {
    id: insertedId,
    partNumber: `E2E-FIT-${stamp}`,
    productName: `E2E Fitment Pads ${stamp}`,
  };
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await request.delete(`/api/parts/${part.id}`, { headers: admin });
  await request.dispose();
});

test("an admin checks a fitment CSV, sees the refused line, applies it and the part shows the rows", async ({
  page,
}) => {
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/dashboard/fitment")}`);
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/dashboard\/fitment$/);
  await expect(
    page.getByText("it never deletes rows that are missing from the file"),
  ).toBeVisible();

  const csv = [
    HEADER,
    `${part.partNumber},2018,2019,Ford,F-150,,,Front,2,,`,
    `${part.partNumber.toLowerCase()},2019,2019,Ford,F-150,,2.7L V6 Turbo,,,with towing package,`,
    `${part.partNumber},2019,2019,Ford,Nonexistent,,,,,,`,
  ].join("\n");
  await page.getByLabel("CSV file").setInputFiles({
    name: "fitment.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Check file" }).click();

  await expect(
    page.getByRole("heading", { name: "Check result (nothing written yet)" }),
  ).toBeVisible();
  await expect(page.getByTestId("summary-added")).toHaveText("2");
  await expect(page.getByTestId("summary-refused")).toHaveText("1");
  await page.getByLabel("Show refused lines only").check();
  const lines = page.getByTestId("import-line");
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText("4");
  await expect(lines.first()).toContainText('Unknown model "Nonexistent" for Ford.');

  const violations = await pageAxe(page).analyze();
  expect(
    violations.violations.filter((violation) =>
      ["serious", "critical"].includes(violation.impact ?? ""),
    ),
  ).toEqual([]);

  await page.getByRole("button", { name: "Apply 2 lines" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Apply 2 lines?");
  await dialog.getByRole("button", { name: "Apply 2 lines" }).click();
  await expect(page.getByText("Applied: 2 lines written.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Import applied" })).toBeVisible();

  await page.goto(`/dashboard/fitment/${part.id}`);
  await expect(page.getByText(`${part.productName} · ${part.partNumber}`)).toBeVisible();
  const rows = page.getByTestId("fitment-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("2018–2019");
  await expect(rows.nth(0)).toContainText("Front");
  await expect(rows.filter({ hasText: "2.7L V6 Turbo" })).toContainText("with towing package");

  // The editor: add a range from the vehicle lists, remove one, save (confirmed: a row goes).
  const form = page.getByRole("form", { name: "Add a row" });
  await form.getByLabel("Year from").selectOption("2016");
  await form.getByLabel("Year to").selectOption("2017");
  await form.getByLabel("Make").selectOption("Ford");
  await form.getByLabel("Model", { exact: true }).selectOption("F-150");
  await form.getByLabel("Position").fill("Rear");
  await form.getByRole("button", { name: "Add row" }).click();
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "Remove 2018–2019 Ford F-150 Front" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  await page.getByRole("button", { name: "Save fitment" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("Saving removes 1 row");
  await confirm.getByRole("button", { name: "Save fitment" }).click();
  await expect(page.getByText("Fitment saved.")).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "2016–2017" })).toContainText("Rear");
  await expect(rows.filter({ hasText: "Front" })).toHaveCount(0);
});
