/** @jest-environment node */
// POST /api/checkout/quote and what checkout then charges, on both databases: the quote is the
// charge; the service is the buyer's choice, everything else the server's (whatever the body
// says); ground is free from the threshold of the server's subtotal; the intent is the total.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { testPaymentIntents } from "@/models";
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import { checkOut, fillCart, quoteCheckout, type Placed } from "../../helpers/checkout";
import { createIntent } from "../../helpers/orders";
import { aCustomer } from "../tax/tax-support";
import { cartOfOne, cents, publicShipping, TEXAS, type Totals } from "./totals-support";

type Quote = {
  options: { service: string; price: number; deliveryBy: string; days: object }[];
  totals: Totals;
  tax: object;
};

describe("the checkout quote", () => {
  it("offers ground and express with dates, and totals for the chosen service", async () => {
    const buyer = await aCustomer();
    const line = await cartOfOne(buyer, 1_999, 5);
    const shipping = await publicShipping("TX", [line]);
    const answer = await quoteCheckout(buyer, { address: TEXAS, shipping: "express" });
    expect(answer.status).toBe(200);
    const quote = answer.body as Quote;
    expect(quote.options.map((option) => [option.service, cents(option.price)])).toEqual([
      ["ground", shipping.ground],
      ["express", shipping.express],
    ]);
    expect(quote.options.every((option) => /^\d{4}-\d{2}-\d{2}$/.test(option.deliveryBy))).toBe(
      true,
    );
    expect(cents(quote.totals.shipping)).toBe(shipping.express);
    expect(quote.tax).toEqual({ state: "TX", rate: 6.25, shippingTaxable: true, exemption: null });
    // Nothing placed: the cart is still there and can be checked out at the quoted figures.
    const placed = await checkOut(buyer, { address: TEXAS, shipping: "express" });
    expect(placed.status).toBe(201);
    const checkout = placed.body as Placed;
    expect(checkout.totals).toEqual(quote.totals);
    expect(checkout.shipping).toEqual({
      service: "express",
      deliveryBy: quote.options[1]!.deliveryBy,
    });
    expect(checkout.orders[0]).toMatchObject({ shippingService: "express" });
  });

  it("409 for an empty cart, 401 for a guest, 400 for an unknown service", async () => {
    const buyer = await aCustomer();
    await fillCart(buyer, []);
    expect(await quoteCheckout(buyer, { address: TEXAS })).toMatchObject({
      status: 409,
      body: { error: checkoutMessages.emptyCart },
    });
    expect((await quoteCheckout(null, { address: TEXAS })).status).toBe(401);
    await cartOfOne(buyer, 1_000);
    expect(await quoteCheckout(buyer, { address: TEXAS, shipping: "overnight" })).toMatchObject({
      status: 400,
      body: { error: 'shipping must be "ground" or "express"' },
    });
  });
});

describe("the server prices the checkout", () => {
  it("ignores totals, prices and tax in the body, and refuses a shipping that is not a service", async () => {
    const buyer = await aCustomer();
    const line = await cartOfOne(buyer, 1_999, 5);
    const { ground } = await publicShipping("TX", [line]);
    const refused = await checkOut(buyer, {
      address: TEXAS,
      shipping: { service: "ground", price: 0 },
    });
    expect(refused.status).toBe(400);
    const answer = await checkOut(buyer, {
      address: TEXAS,
      totals: { subtotal: 1, shipping: 0, tax: 0, total: 1 },
      subtotal: 1,
      tax: 0,
      total: 1,
      price: 1,
    });
    expect(answer.status).toBe(201);
    const { totals } = answer.body as Placed;
    expect(totals).toMatchObject({ subtotal: 99.95, shipping: ground / 100 });
    expect(totals.tax).toBeGreaterThan(0);
  });

  it("ships ground free from the threshold of the server's subtotal, not below it", async () => {
    const buyer = await aCustomer();
    // $249.99 of lines: under the $250 threshold, whatever the client claims.
    await cartOfOne(buyer, 24_999);
    const under = (await quoteCheckout(buyer, { address: TEXAS, subtotal: 300 })).body as Quote;
    expect(under.totals.shipping).toBeGreaterThan(0);
    await cartOfOne(buyer, 25_000);
    const at = (await quoteCheckout(buyer, { address: TEXAS })).body as Quote;
    expect(at.totals.shipping).toBe(0);
    expect(at.options.find((option) => option.service === "express")!.price).toBeGreaterThan(0);
  });

  it("creates the payment intent for the total: lines, shipping and tax", async () => {
    const buyer = await aCustomer();
    await cartOfOne(buyer, 1_999, 5);
    const checkout = (await checkOut(buyer, { address: TEXAS })).body as Placed;
    const { totals } = checkout;
    expect(totals.total).toBeGreaterThan(totals.subtotal);
    const bySubtotal = await createIntent(buyer, {
      checkoutId: checkout.checkoutId,
      price: totals.subtotal,
    });
    expect(bySubtotal.status).toBe(400);
    const intent = await createIntent(buyer, {
      checkoutId: checkout.checkoutId,
      price: totals.total,
    });
    expect(intent.status).toBe(200);
    const [stored] = await (
      await getDb()
    )
      .select({ amountCents: testPaymentIntents.amountCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.checkoutId, checkout.checkoutId));
    expect(stored!.amountCents).toBe(cents(totals.total));
  });
});
