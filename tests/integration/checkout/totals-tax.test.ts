/** @jest-environment node */
// Checkout's tax on both databases: by the destination state, on the lines and on shipping where
// the state taxes it, rounded once per checkout; and the holder's certificate for that state
// (verified and unexpired) making it 0, an expired, rejected or other state's one not.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { checkouts, orders, taxExemptions } from "@/models";
import { checkOut, readCheckoutAs, type Placed } from "../../helpers/checkout";
import { aCertificate, aCustomer, aShopAdmin, dayFromToday, decide } from "../tax/tax-support";
import {
  cartOfOne,
  cents,
  MICHIGAN,
  OREGON,
  publicShipping,
  storedCharges,
  taxAt,
  TEXAS,
} from "./totals-support";

let shop: Awaited<ReturnType<typeof aShopAdmin>>;
beforeAll(async () => {
  shop = await aShopAdmin();
});

async function placed(buyer: { uid: string }, address: object): Promise<Placed> {
  const answer = await checkOut(buyer, { address });
  if (answer.status !== 201) throw new Error(`checkout: ${JSON.stringify(answer.body)}`);
  return answer.body as Placed;
}

describe("tax by the destination state", () => {
  it("taxes the lines and the shipping in Texas, where shipping is taxable", async () => {
    const buyer = await aCustomer();
    const line = await cartOfOne(buyer, 1_999, 5);
    const { ground } = await publicShipping("TX", [line]);
    expect(ground).toBeGreaterThan(0);
    const checkout = await placed(buyer, TEXAS);
    const taxable = 9_995 + ground;
    expect(checkout.totals).toEqual({
      subtotal: 99.95,
      coreCharge: 0,
      shipping: ground / 100,
      tax: taxAt(6250, taxable) / 100,
      total: (9_995 + ground + taxAt(6250, taxable)) / 100,
    });
    expect(checkout.tax).toEqual({ state: "TX", rate: 6.25, exemptCertificate: null });
    const stored = await storedCharges(checkout.checkoutId);
    expect(stored.checkout).toMatchObject({
      subtotalCents: 9_995,
      shippingCents: ground,
      taxCents: taxAt(6250, taxable),
      taxableCents: taxable,
      exemptCents: 0,
      taxState: "TX",
      shippingService: "ground",
    });
    expect(stored.rows[0]).toMatchObject({ taxableCents: taxable, taxState: "TX" });
  });

  it("taxes the lines only in Michigan, where shipping is not taxable", async () => {
    const buyer = await aCustomer();
    const line = await cartOfOne(buyer, 1_999, 5);
    const { ground } = await publicShipping("MI", [line]);
    const checkout = await placed(buyer, MICHIGAN);
    expect(checkout.totals).toEqual({
      subtotal: 99.95,
      coreCharge: 0,
      shipping: ground / 100,
      tax: taxAt(6000, 9_995) / 100,
      total: (9_995 + ground + taxAt(6000, 9_995)) / 100,
    });
    const stored = await storedCharges(checkout.checkoutId);
    expect(stored.checkout).toMatchObject({ taxableCents: 9_995, exemptCents: 0 });
  });

  it("charges no tax in a state without sales tax, the value still counted as taxable", async () => {
    const buyer = await aCustomer();
    await cartOfOne(buyer, 5_000);
    const checkout = await placed(buyer, OREGON);
    expect(checkout.totals.tax).toBe(0);
    expect(checkout.tax).toEqual({ state: "OR", rate: 0, exemptCertificate: null });
    expect((await storedCharges(checkout.checkoutId)).checkout.taxableCents).toBe(5_000);
  });
});

describe("tax exemption certificates", () => {
  /** A customer with a certificate for `state`, decided as given. */
  async function holder(state: string, decision: object | null) {
    const buyer = await aCustomer();
    const sent = await aCertificate(buyer.headers, { certificateNumber: `EX-${state}-1`, state });
    if (decision) await decide(shop.headers, sent._id, decision);
    return { buyer, certificateId: sent._id };
  }

  it("a verified, unexpired certificate for the state makes the tax 0 and says so", async () => {
    const { buyer, certificateId } = await holder("TX", { status: "verified" });
    const line = await cartOfOne(buyer, 1_999, 5);
    const { ground } = await publicShipping("TX", [line]);
    const checkout = await placed(buyer, TEXAS);
    expect(checkout.totals).toMatchObject({ tax: 0, total: (9_995 + ground) / 100 });
    expect(checkout.tax).toEqual({ state: "TX", rate: 6.25, exemptCertificate: "EX-TX-1" });
    expect(checkout.orders[0]).toMatchObject({ tax: 0, taxExemptCertificate: "EX-TX-1" });
    const stored = await storedCharges(checkout.checkoutId);
    expect(stored.checkout).toMatchObject({
      taxCents: 0,
      taxableCents: 0,
      exemptCents: 9_995 + ground,
      taxExemptionId: certificateId,
      taxExemptCertificate: "EX-TX-1",
    });
    expect(stored.rows[0]).toMatchObject({
      exemptCents: 9_995 + ground,
      taxExemptionId: certificateId,
    });
  });

  it("an expired certificate stops applying by itself: the checkout is taxed", async () => {
    const { buyer, certificateId } = await holder("TX", { status: "verified" });
    await (
      await getDb()
    )
      .update(taxExemptions)
      .set({ expiresOn: dayFromToday(-1) })
      .where(eq(taxExemptions.id, certificateId));
    await cartOfOne(buyer, 10_000);
    const checkout = await placed(buyer, TEXAS);
    expect(checkout.totals.tax).toBeGreaterThan(0);
    expect(checkout.tax.exemptCertificate).toBeNull();
    expect((await storedCharges(checkout.checkoutId)).checkout.exemptCents).toBe(0);
  });

  it("a rejected or pending certificate does not exempt", async () => {
    for (const decision of [{ status: "rejected", reason: "Name does not match" }, null]) {
      const { buyer } = await holder("TX", decision);
      await cartOfOne(buyer, 10_000);
      const checkout = await placed(buyer, TEXAS);
      expect(checkout.totals.tax).toBeGreaterThan(0);
      expect(checkout.tax.exemptCertificate).toBeNull();
    }
  });

  it("another state's certificate does not exempt a checkout shipped to Texas", async () => {
    const { buyer } = await holder("NY", { status: "verified" });
    await cartOfOne(buyer, 10_000);
    const checkout = await placed(buyer, TEXAS);
    expect(checkout.totals.tax).toBeGreaterThan(0);
    expect(checkout.tax.exemptCertificate).toBeNull();
    expect(cents(checkout.totals.total)).toBe(
      cents(checkout.totals.subtotal) +
        cents(checkout.totals.shipping) +
        cents(checkout.totals.tax),
    );
  });
});

describe("checkouts placed before shipping and tax", () => {
  it("answer their totals from their orders, which charged the lines alone", async () => {
    const buyer = await aCustomer();
    await cartOfOne(buyer, 10_000);
    const checkout = await placed(buyer, TEXAS);
    const db = await getDb();
    const before0026 = { shippingCents: 0, taxCents: 0, taxableCents: 0, shippingService: null };
    await db
      .update(checkouts)
      .set({ ...before0026, subtotalCents: 0, taxState: null, taxRate: null })
      .where(eq(checkouts.id, checkout.checkoutId));
    await db.update(orders).set(before0026).where(eq(orders.checkoutId, checkout.checkoutId));
    const read = await readCheckoutAs(buyer, checkout.checkoutId);
    expect(read.body).toMatchObject({
      total: 100,
      totals: { subtotal: 100, shipping: 0, tax: 0, total: 100 },
      tax: { state: null, rate: null },
    });
  });
});
