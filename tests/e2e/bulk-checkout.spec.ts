import fs from "node:fs";
import { test, expect } from "./fixtures";
import { demoAdmin, latestMailTo, logIn, newCustomer, signUp } from "./support/accounts";
import { axeHere } from "./support/axe-themes";
import { money, shipRow, shownCharges } from "./support/orders";
import { addFromPartPage, allParts } from "./support/parts";
import { fillUsAddress } from "./support/addresses";

const dollars = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// The journey in one browser (a guest's cart lives in its storage): three parts into
// the cart as a guest, sign up (the cart is kept), one checkout, one card payment for all three
// orders, an admin ships one, and the invoice downloads.

test("a guest's cart of three lines is checked out and paid once, then shipped", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = newCustomer("bulk");
  /** What the checkout charges: the three lines, shipping and tax. */
  let total = 0;
  const parts = await allParts(request);
  // A part sold in steps with price breaks, bought at its first break; not one of the newest
  // parts, whose seeded stock other specs read.
  const candidates = parts.slice(8);
  const pads = candidates.find(
    (part) =>
      part.orderMultiple > 1 &&
      part.priceTiers.length > 0 &&
      part.availableQty >= part.priceTiers[0]!.minQty,
  )!;
  const bulk = pads.priceTiers[0]!;
  const others = candidates
    .filter((part) => part._id !== pads._id && part.availableQty >= part.orderQty * 4)
    .slice(0, 2);

  await test.step("a guest fills the cart; the navigation counts its lines", async () => {
    await addFromPartPage(page, pads.url, bulk.minQty);
    for (const part of others) await addFromPartPage(page, part.url, part.orderQty);
    await expect(page.getByTestId("cart-count")).toHaveText("3");
    await page.getByTestId("cart-link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Sign in to check out" })).toBeVisible();
    // The estimate: ground and express to the ZIP typed, with the day each arrives.
    const estimate = page.getByRole("region", { name: "Shipping estimate" });
    await estimate.getByLabel("ZIP code").fill("4822");
    await estimate.getByRole("button", { name: "Estimate" }).click();
    await expect(
      estimate.getByText("zip must be 5 or 9 digits, e.g. 73301 or 73301-0001"),
    ).toBeVisible();
    await estimate.getByLabel("ZIP code").fill("48226");
    await estimate.getByRole("button", { name: "Estimate" }).click();
    const options = estimate
      .getByRole("list", { name: "Shipping to 48226" })
      .getByTestId("shipping-option");
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toContainText("Ground");
    await expect(options.nth(1)).toContainText("Express");
    for (const option of await options.all())
      await expect(option).toContainText(
        /Arrives by \w{3}, \w{3} \d{1,2} \(\d(–\d)? business days?\)/,
      );
    await axeHere(page);
  });

  await test.step("signing up keeps the cart", async () => {
    await signUp(page, buyer);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
    const padsLine = page.getByTestId("cart-line").filter({ hasText: pads.productName });
    await expect(padsLine.getByLabel("Quantity (pcs)")).toHaveValue(String(bulk.minQty));
    // The quantity reaches the first price break: its price, not the base price.
    await expect(padsLine).toContainText(`${dollars(bulk.price)}$ each`);
    await expect(padsLine.getByTestId("line-total")).toHaveText(
      `${dollars(bulk.price * bulk.minQty)}$`,
    );
  });

  await test.step("the checkout orders all three lines at once", async () => {
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await axeHere(page);
    await page.getByLabel("Phone").fill("+1 313 555 0199");
    await page.getByLabel("Shipping address").fill("1200 Woodward Ave");
    await fillUsAddress(page);
    // The totals box adds shipping and tax (to Detroit, MI) to the lines; the button offers it.
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals).toHaveAttribute("aria-busy", "false");
    total = (await shownCharges(totals.getByTestId("charge-list"))).total;
    await page.getByRole("button", { name: `Place order: 3 lines, ${money(total)}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[\w-]+$/);
    await expect(page.getByRole("heading", { name: "Your order of 3 lines" })).toBeVisible();
    expect((await shownCharges(page.getByTestId("charge-list"))).total).toBe(total);
    expect(await latestMailTo(buyer.email, "We received your order")).toContain(
      "We received your order of 3 lines",
    );
  });

  await test.step("one test-card payment pays the three orders", async () => {
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel(/Expiry/).fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: `Pay ${money(total)}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Congrats!!" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "OK" }).click();
    const rows = page.getByTestId("my-order-row");
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) await expect(row).toContainText("Processing");
    expect(await latestMailTo(buyer.email, "Payment received")).toContain(
      "Payment received for your order of 3 lines",
    );
  });

  await test.step("the admin ships one line; the customer sees it Delivered", async () => {
    const admin = await browser.newPage();
    await admin.goto("/login?callbackUrl=%2Fdashboard%2FmanageOrder");
    await logIn(admin, demoAdmin);
    const row = admin.getByRole("row").filter({ hasText: buyer.email }).filter({
      hasText: pads.productName,
    });
    await shipRow(admin, row);
    await admin.close();
    await page.reload();
    const shipped = page.getByTestId("my-order-row").filter({ hasText: pads.productName });
    await expect(shipped).toContainText("Delivered");
  });

  await test.step("the checkout's invoice downloads as a PDF with every line", async () => {
    // One invoice for the checkout, on its head row above its lines.
    const head = page.getByTestId("my-checkout-head");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      head.getByRole("link", { name: /^Invoice of checkout #/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-[a-z0-9]{8}\.pdf$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  await test.step("Order again puts the whole checkout back in the cart", async () => {
    const head = page.getByTestId("my-checkout-head");
    await head.getByRole("button", { name: /^Order all lines again: Checkout #/ }).click();
    await expect(page.getByText(/^3 lines put in your cart/).first()).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
    await expect(page.getByTestId("cart-count")).toHaveText("3");
  });
});
