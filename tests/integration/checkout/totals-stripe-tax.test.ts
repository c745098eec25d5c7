/** @jest-environment node */
// Stripe Tax as the tax provider (STRIPE_TAX=true with the Stripe keys), on both databases, with
// Stripe's servers stood in for at the HTTP boundary (tests/helpers/fake-stripe-tax.ts has their
// made-up rates): the quote and the charge are Stripe's figures, an exempt buyer is never sent,
// Stripe down refuses the checkout with nothing written, and a sale without a ZIP uses the table.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { parseConfig } from "@/lib/config";
import { taxMessages } from "@/domains/tax/tax-texts";
import { checkouts } from "@/models";
import { checkOut, quoteCheckout, type Placed } from "../../helpers/checkout";
import { startFakeStripe, type FakeStripe } from "../../helpers/fake-stripe";
import { createPart, orderBody, placeOrder } from "../../helpers/orders";
import { createUser } from "../../helpers/accounts";
import type { OrderJson } from "@/domains/ordering/order-json";
import { aCertificate, aCustomer, aShopAdmin, decide } from "../tax/tax-support";
import { cartOfOne, MICHIGAN, publicShipping, storedCharges, taxAt, TEXAS } from "./totals-support";

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.configure({ stripeTax: true });
});
afterAll(async () => {
  stripe.unconfigure();
  await stripe.close();
});
afterEach(() => stripe.refuseTax(null));

const calculations = () => stripe.requestsTo("POST /v1/tax/calculations");
/** The fake's Texas: 6.25 % state + 1 % county + 1 % city, per line and on shipping. */
const texasTax = (lineCents: number[], shippingCents: number) =>
  [6250, 1000, 1000].reduce(
    (sum, rate) =>
      sum +
      lineCents.reduce((lines, cents) => lines + taxAt(rate, cents), 0) +
      taxAt(rate, shippingCents),
    0,
  );

describe("Stripe Tax reckons the tax when it is on", () => {
  it("the quote and the checkout charge Stripe's tax, sent the lines, shipping and ZIP", async () => {
    const buyer = await aCustomer();
    const line = await cartOfOne(buyer, 1_999, 5);
    const { ground } = await publicShipping("TX", [line]);
    const tax = texasTax([9_995], ground);
    expect(tax).not.toBe(taxAt(6250, 9_995 + ground));

    const quoted = await quoteCheckout(buyer, { address: TEXAS });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      totals: { subtotal: 99.95, shipping: ground / 100, tax: tax / 100 },
      tax: { state: "TX", rate: 8.25, shippingTaxable: true },
    });
    const before = calculations().length;
    const answer = await checkOut(buyer, { address: TEXAS });
    expect(answer.status).toBe(201);
    const placed = answer.body as Placed;
    expect(placed.totals).toEqual({
      subtotal: 99.95,
      coreCharge: 0,
      shipping: ground / 100,
      tax: tax / 100,
      total: (9_995 + ground + tax) / 100,
    });
    expect(placed.tax).toEqual({ state: "TX", rate: 8.25, exemptCertificate: null });
    expect(calculations()).toHaveLength(before + 1);
    expect(calculations().at(-1)!.form).toMatchObject({
      currency: "usd",
      "line_items[0][amount]": "9995",
      "line_items[0][reference]": line.partId,
      "line_items[0][tax_behavior]": "exclusive",
      "shipping_cost[amount]": String(ground),
      "customer_details[address][country]": "US",
      "customer_details[address][state]": "TX",
      "customer_details[address][postal_code]": "78701",
      "customer_details[address_source]": "shipping",
    });
    const stored = await storedCharges(placed.checkoutId);
    expect(stored.checkout).toMatchObject({
      taxCents: tax,
      taxableCents: 9_995 + ground,
      taxRate: "8.250",
    });
  });

  it("keeps shipping out of the taxable value where Stripe does not tax it", async () => {
    const buyer = await aCustomer();
    await cartOfOne(buyer, 5_000, 2);
    const answer = await checkOut(buyer, { address: MICHIGAN });
    expect(answer.status).toBe(201);
    const placed = answer.body as Placed;
    expect(placed.totals.tax).toBe(taxAt(6000, 10_000) / 100);
    expect((await storedCharges(placed.checkoutId)).checkout.taxableCents).toBe(10_000);
  });

  it("never asks Stripe for a buyer whose certificate exempts the sale", async () => {
    const shop = await aShopAdmin();
    const buyer = await aCustomer();
    const sent = await aCertificate(buyer.headers, { certificateNumber: "EX-TX-9", state: "TX" });
    await decide(shop.headers, sent._id, { status: "verified" });
    await cartOfOne(buyer, 1_999, 5);
    const before = calculations().length;
    const answer = await checkOut(buyer, { address: TEXAS });
    expect(answer.status).toBe(201);
    expect((answer.body as Placed).totals.tax).toBe(0);
    expect(calculations()).toHaveLength(before);
  });

  it("refuses the checkout with 503 when Stripe cannot reckon it, writing nothing", async () => {
    const buyer = await aCustomer();
    await cartOfOne(buyer, 1_999, 5);
    stripe.refuseTax({ type: "api_error", message: "Stripe is having a bad day" });
    const quoted = await quoteCheckout(buyer, { address: TEXAS });
    expect(quoted.status).toBe(503);
    const answer = await checkOut(buyer, { address: TEXAS });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: taxMessages.providerUnavailable });
    const db = await getDb();
    expect(await db.select().from(checkouts).where(eq(checkouts.uid, buyer.uid))).toHaveLength(0);
    stripe.refuseTax(null);
    expect((await checkOut(buyer, { address: TEXAS })).status).toBe(201);
  });

  it("a single order without a state or ZIP is taxed by the table; with a ZIP by Stripe", async () => {
    const customer = await createUser();
    const part = await createPart({ priceCents: 1_999, orderQty: 5 });
    const before = calculations().length;
    const bare = await placeOrder(customer, {
      ...orderBody(customer, part),
      address: { address: "1 Main St", phone: "+1 555 0100" },
    });
    expect(bare.status).toBe(201);
    expect((bare.body as { order: OrderJson }).order).toMatchObject({
      taxState: "IL",
      taxRate: 6.25,
      tax: taxAt(6250, 9_995) / 100,
    });
    expect(calculations()).toHaveLength(before);
    const texan = await placeOrder(customer, {
      ...orderBody(customer, await createPart({ priceCents: 1_999, orderQty: 5 })),
      address: TEXAS,
    });
    expect(texan.status).toBe(201);
    expect((texan.body as { order: OrderJson }).order).toMatchObject({
      taxState: "TX",
      taxRate: 8.25,
    });
    expect(calculations()).toHaveLength(before + 1);
  });
});

describe("STRIPE_TAX's configuration", () => {
  it("refuses to start with Stripe Tax on but no Stripe keys, naming STRIPE_TAX", () => {
    expect(() => parseConfig({ NODE_ENV: "test", STRIPE_TAX: "true" })).toThrow(/STRIPE_TAX/);
    expect(() => parseConfig({ NODE_ENV: "test", STRIPE_TAX: "maybe" })).toThrow(
      "STRIPE_TAX must be true or false",
    );
    expect(parseConfig({ NODE_ENV: "test" }).stripeTax).toBe(false);
  });
});
