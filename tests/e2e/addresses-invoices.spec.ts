import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { logIn, newCustomer, signUp } from "./support/accounts";
import { axeInBothThemes } from "./support/axe-themes";
import { allParts } from "./support/parts";
import { fillUsAddress } from "./support/addresses";

// Saved shipping addresses (kept in the profile, one default, offered by the purchase form),
// then a paid order's PDF invoice and "Order again", all as one customer.

const buyer = newCustomer("addresses");
let part: PartJson;

async function payWithCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel(/Expiry/).fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay .*\$$/ }).click();
}

test.describe.serial("Saved addresses, invoices and ordering again", () => {
  test("a customer saves two addresses, makes the second the default, and orders with it", async ({
    page,
    request,
  }) => {
    await signUp(page, buyer);
    await page.goto("/dashboard/profile");
    const section = page.getByRole("region", { name: "Shipping addresses" });
    await expect(section).toContainText("No saved addresses yet");

    for (const [label, address, phone, city, zip] of [
      ["Workshop", "12 Piston Road", "+1 313 555 0101", "Detroit", "48201"],
      ["Depot", "4 Axle Street", "+1 810 555 0102", "Flint", "48502"],
    ]) {
      await section.getByRole("button", { name: "Add address" }).click();
      const form = section.getByRole("form", { name: "New address" });
      await form.getByLabel("Label").fill(label!);
      await form.getByLabel("Phone").fill(phone!);
      await form.getByLabel("Shipping address").fill(address!);
      await fillUsAddress(form, { city: city!, state: "MI", zip: zip! });
      await form.getByRole("button", { name: "Save address" }).click();
      await expect(section.getByTestId("saved-address").filter({ hasText: label! })).toBeVisible();
    }
    const depot = section.getByTestId("saved-address").filter({ hasText: "Depot" });
    await depot.getByRole("button", { name: "Make default" }).click();
    await expect(depot).toContainText("Default");
    await page.reload();
    await expect(depot).toContainText("Default");

    // A phone that is not a number is refused with the order form's message.
    await section.getByRole("button", { name: "Add address" }).click();
    const form = section.getByRole("form", { name: "New address" });
    await form.getByLabel("Phone").fill("call me");
    await form.getByLabel("Label").fill("Bad");
    await expect(form.getByText("Phone Number must be number value")).toBeVisible();
    await form.getByRole("button", { name: "Cancel" }).click();

    part = (await allParts(request)).find(
      (candidate) => candidate.availableQty > 1000 && candidate.orderMultiple === 1,
    )!;
    await page.goto(`/purchase/${part._id}`);
    await expect(page.getByLabel("Shipping address")).toHaveValue("4 Axle Street");
    await expect(page.getByLabel("Phone")).toHaveValue("+1 810 555 0102");
    await expect(page.getByLabel("City (optional)")).toHaveValue("Flint");
    await page
      .getByLabel("Saved address")
      .selectOption({ label: "Workshop: 12 Piston Road, Detroit, MI 48201" });
    await expect(page.getByLabel("Shipping address")).toHaveValue("12 Piston Road");
    await expect(page.getByLabel("State (optional)")).toHaveValue("MI");
    await expect(page.getByLabel("ZIP code (optional)")).toHaveValue("48201");
    await page.getByLabel(/Order quantity/).fill(String(part.orderQty));
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Your order has been placed.").first()).toBeVisible();

    await page.goto("/dashboard/profile");
    const workshop = page.getByTestId("saved-address").filter({ hasText: "Workshop" });
    await workshop.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete this address?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByTestId("saved-address")).toHaveCount(1);
  });

  test("the paid order's Invoice downloads a PDF, and Order again puts it in the cart", async ({
    page,
  }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2Fmy-orders");
    await logIn(page, buyer);
    const row = page.getByTestId("my-order-row").filter({ hasText: part.productName });
    await expect(row).toContainText("12 Piston Road, Detroit");
    await expect(row.getByRole("link", { name: `Invoice: ${part.productName}` })).toHaveCount(0);
    await row.getByRole("link", { name: /^Pay / }).click();
    await payWithCard(page);
    const dialog = page.getByRole("dialog", { name: "Congrats!!" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(row).toContainText("Processing");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: `Invoice: ${part.productName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-[a-z0-9]{8}\.pdf$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    await row.getByRole("button", { name: `Order again: ${part.productName}` }).click();
    await expect(page.getByText(/^1 line put in your cart/).first()).toBeVisible();
    await page.goto("/cart");
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(part.productName);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  axeInBothThemes("the profile with saved addresses", "/dashboard/profile", {
    signIn: async (page) => {
      await page.goto("/login");
      await logIn(page, buyer);
    },
    ready: (page) => expect(page.getByTestId("saved-address")).toHaveCount(1),
  });
});
