import { extractText, getDocumentProxy } from "unpdf";
import type { Locator } from "@playwright/test";
import { test, expect } from "./fixtures";
import { newCustomer, signUp } from "./support/accounts";
import { axeAsItStands } from "./support/axe-themes";
import { addFromPartPage, allParts } from "./support/parts";
import { fillUsAddress } from "./support/addresses";

// Issue 32's journey: a guest's cart estimates ground and express to a ZIP; signed up, the buyer
// checks out by express, the totals box adds shipping and tax to the lines, the card is charged
// that total, and the order's page and invoice show the same breakdown.

/** "1,234.50$" as 1234.5. */
const amountOf = (text: string | null) => Number(text!.replace(/[$,]/g, ""));

/** The breakdown's rows (Subtotal, Shipping (…), Tax (…), Total) as label → amount. */
async function chargeRows(list: Locator): Promise<Map<string, number>> {
  await expect(list.locator("dt").last()).toHaveText("Total");
  const rows = new Map<string, number>();
  for (const term of await list.locator("dt").all())
    rows.set((await term.textContent())!, amountOf(await term.locator("+ dd").textContent()));
  return rows;
}

const cents = (amount: number) => Math.round(amount * 100);

test("a guest estimates shipping, then checks out by express and pays the total shown", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = newCustomer("totals");
  const part = (await allParts(request))
    .slice(8)
    .find((candidate) => candidate.availableQty >= candidate.orderQty * 4)!;
  let total = 0;
  let checkoutId = "";

  await test.step("a guest's cart shows ground and express to a ZIP, with their dates", async () => {
    await addFromPartPage(page, part.url, part.orderQty);
    await page.goto("/cart");
    const estimate = page.getByRole("region", { name: "Shipping estimate" });
    await estimate.getByLabel("ZIP code").fill("48226");
    await estimate.getByRole("button", { name: "Estimate" }).click();
    const options = estimate.getByTestId("shipping-option");
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toContainText(/Ground.*Arrives by \w{3}, \w{3} \d{1,2}/);
    await expect(options.nth(1)).toContainText(/Express.*Arrives by \w{3}, \w{3} \d{1,2}/);
  });

  await test.step("signed up, the checkout prices express with shipping and tax", async () => {
    await signUp(page, buyer);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals).toContainText("Shipping and tax show once");
    await page.getByLabel("Phone").fill("+1 313 555 0199");
    await page.getByLabel("Shipping address").fill("1200 Woodward Ave");
    await fillUsAddress(page);
    const services = page.getByRole("group", { name: "Shipping service" });
    await expect(services.getByRole("radio", { name: /^Ground/ })).toBeChecked();
    await expect(services.getByRole("radio")).toHaveCount(2);
    await services.getByRole("radio", { name: /^Express/ }).check();
    await expect(totals.getByText(/^Shipping \(Express, delivery by /)).toBeVisible();
    await expect(totals.getByText("Tax (MI 6%)")).toBeVisible();
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    const rows = await chargeRows(totals.getByTestId("charge-list"));
    const [subtotal, shipping, tax] = [...rows.values()];
    total = rows.get("Total")!;
    expect(shipping).toBeGreaterThan(0);
    expect(tax).toBeGreaterThan(0);
    expect(cents(subtotal! + shipping! + tax!)).toBe(cents(total));
    await axeAsItStands(page);
    await page
      .getByRole("button", {
        name: new RegExp(
          `^Place order: 1 line, ${rows.get("Total")!.toLocaleString("en-US", { minimumFractionDigits: 2 })}\\$$`,
        ),
      })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[\w-]+$/);
    checkoutId = page.url().split("/").at(-1)!;
  });

  await test.step("the card is charged the total the checkout showed", async () => {
    const money = total.toLocaleString("en-US", { minimumFractionDigits: 2 });
    await expect(page.getByTestId("charge-list")).toContainText(`Total${money}$`);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel(/Expiry/).fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: `Pay ${money}$`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Congrats!!" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "OK" }).click();
  });

  await test.step("the order's page and the invoice show the breakdown", async () => {
    await page.getByRole("link", { name: `Details of the order for ${part.productName}` }).click();
    const rows = await chargeRows(page.getByTestId("charge-list"));
    expect(rows.get("Total")).toBe(total);
    expect([...rows.keys()].join("\n")).toMatch(
      /Shipping \(Express, delivery by .*\)\nTax \(MI 6%\)/,
    );
    const invoice = await page.request.get(`/api/checkout/${checkoutId}/invoice`);
    expect(invoice.status()).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await invoice.body()));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toMatch(
      /Subtotal [\d,.]+\$ Shipping \(Express, delivery by [^)]+\) [\d,.]+\$ Tax \(MI 6%\) [\d,.]+\$/,
    );
    expect(text).toContain(`Total ${total.toLocaleString("en-US", { minimumFractionDigits: 2 })}$`);
  });
});
