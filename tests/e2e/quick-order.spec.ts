import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { newCustomer } from "./support/accounts";
import { axeInBothThemes, pageAxe } from "./support/axe-themes";
import { allParts } from "./support/parts";
import { partNumberKey } from "@/lib/text";

/** Signs a new customer up in the page's own cookie jar (the API sets the session cookie). */
async function signedUpCustomer(page: Page, baseURL: string) {
  const user = newCustomer("quick");
  const signUp = await page.request.post("/api/account/signup", {
    data: user,
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  return user;
}

/**
 * Three parts a customer can order at their MOQ, the third with an MOQ above 1; none in a
 * supersession (another spec's), whose old number quick order would turn into the new part.
 */
async function threeParts(page: Page): Promise<[PartJson, PartJson, PartJson]> {
  const parts = await allParts(page.request);
  const replaced = new Set(parts.flatMap((part) => part.supersedes.map(partNumberKey)));
  const orderable = parts.filter(
    (part) =>
      part.availableQty >= part.orderQty * 2 &&
      part.orderMultiple === 1 &&
      part.supersedes.length === 0 &&
      !replaced.has(partNumberKey(part.partNumber)),
  );
  const third = orderable.find((part) => part.orderQty > 1)!;
  const [first, second] = orderable.filter((part) => part._id !== third._id);
  return [first!, second!, third];
}

test.describe("quick order", () => {
  test("paste three lines, fix the bad one with a chip, add them to the cart", async ({
    page,
    baseURL,
  }) => {
    await signedUpCustomer(page, baseURL!);
    const [a, b, c] = await threeParts(page);
    await page.goto("/quick-order");
    await expect(page).toHaveTitle("Quick order | Redline Parts");
    await expect(page.getByText("Paste lines or upload a file, then check them.")).toBeVisible();
    const box = page.getByLabel("Part numbers and quantities");
    await box.fill(
      [
        `${a.partNumber}, ${a.orderQty}`,
        `${b.partNumber.toLowerCase()}; ${b.orderQty}`,
        `${c.partNumber}\t${c.orderQty - 1}`,
      ].join("\n"),
    );
    await page.getByRole("button", { name: "Check lines" }).click();
    const summary = page.getByTestId("quick-order-summary");
    await expect(summary).toHaveText("2 of 3 lines ready — 1 needs a fix");
    await page.getByRole("checkbox", { name: "Only problems" }).check();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await page.getByRole("button", { name: `Order ${c.orderQty}`, exact: true }).click();
    await expect(summary).toHaveText("3 of 3 lines ready");
    await expect(box).toHaveValue(new RegExp(`${c.partNumber}, ${c.orderQty}$`));
    await page.getByRole("button", { name: "Add 3 lines to cart" }).click();
    await expect(page.getByText("3 lines added to your cart")).toBeVisible();
    const cart = await page.request.get("/api/cart");
    expect(cart.ok(), await cart.text()).toBe(true);
    const held = JSON.stringify(await cart.json());
    for (const part of [a, b, c]) expect(held).toContain(part._id);
    // The toast leads to the cart page (the cart's own spec covers that page).
    await expect(page.getByRole("button", { name: "View cart" })).toBeVisible();
  });

  test("checks an uploaded CSV file and refuses a file that is not one", async ({
    page,
    baseURL,
  }) => {
    await signedUpCustomer(page, baseURL!);
    const [a] = await threeParts(page);
    await page.goto("/quick-order");
    const input = page.getByLabel("Or upload a CSV file");
    await input.setInputFiles({
      name: "picture.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a list"),
    });
    await expect(page.getByText("Choose a CSV or text file (.csv, .txt).")).toBeVisible();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "quick-order-")), "order.csv");
    fs.writeFileSync(file, `part number,quantity\n"${a.partNumber}",${a.orderQty}\nNO-SUCH-9,5\n`);
    await input.setInputFiles(file);
    await expect(page.getByTestId("quick-order-summary")).toHaveText(
      "1 of 2 lines ready — 1 needs a fix",
    );
    await expect(page.getByLabel("Part numbers and quantities")).toHaveValue(/NO-SUCH-9,5/);
    await expect(page.getByText(/No part has the number NO-SUCH-9/)).toBeVisible();
    // The result table, its badges and chips: axe finds nothing there either.
    const { violations } = await pageAxe(page).analyze();
    expect(violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });
});

test.describe("quick order, signed in", () => {
  // The axe tests' own page, signed in before each: the page shares its cookies with page.request.
  test.beforeEach(async ({ page, baseURL }) => {
    await signedUpCustomer(page, baseURL!);
  });
  axeInBothThemes("the quick order page", "/quick-order");
});
