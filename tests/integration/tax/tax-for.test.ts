/** @jest-environment node */
// taxFor: the destination's rate and shipping rule, and the holder's verified certificate for
// that state while it is unexpired on the day asked (an expired one stops applying by itself).
import { taxFor } from "@/domains/tax/server";
import { getDb } from "@/lib/db";
import { aCertificate, aCompany, aCustomer, aShopAdmin, dayFromToday, decide } from "./tax-support";

const dayAt = (days: number) => new Date(`${dayFromToday(days)}T12:00:00Z`);

let shop: Awaited<ReturnType<typeof aShopAdmin>>;
beforeAll(async () => {
  shop = await aShopAdmin();
});

async function forUser(uid: string, state: "TX" | "CA" | "NY", days = 0) {
  return taxFor(await getDb(), { uid, companyId: null, state, on: dayAt(days) });
}

describe("taxFor", () => {
  it("answers the state's rate and shipping rule when nothing exempts", async () => {
    const customer = await aCustomer();
    expect(await forUser(customer.uid, "TX")).toEqual({
      state: "TX",
      ratePercent: 6.25,
      shippingTaxable: true,
      exemption: null,
    });
    expect(await forUser(customer.uid, "CA")).toMatchObject({
      ratePercent: 7.25,
      shippingTaxable: false,
    });
  });

  it("exempts with a verified certificate for that state, up to and including its expiry day", async () => {
    const customer = await aCustomer();
    const sent = await aCertificate(customer.headers, {
      certificateNumber: "TX-OK",
      state: "TX",
      expiresOn: dayFromToday(10),
    });
    expect((await forUser(customer.uid, "TX")).exemption).toBeNull(); // pending
    await decide(shop.headers, sent._id, { status: "verified" });
    const exemption = { id: sent._id, certificateNumber: "TX-OK", expiresOn: dayFromToday(10) };
    expect((await forUser(customer.uid, "TX")).exemption).toEqual(exemption);
    expect((await forUser(customer.uid, "TX", 10)).exemption).toEqual(exemption);
    // The day after its expiry it no longer applies, with no job run.
    expect((await forUser(customer.uid, "TX", 11)).exemption).toBeNull();
    // Another state is taxed.
    expect((await forUser(customer.uid, "NY")).exemption).toBeNull();
  });

  it("does not exempt with a rejected certificate", async () => {
    const customer = await aCustomer();
    const sent = await aCertificate(customer.headers, { certificateNumber: "TX-NO", state: "TX" });
    await decide(shop.headers, sent._id, { status: "rejected", reason: "Wrong name" });
    expect((await forUser(customer.uid, "TX")).exemption).toBeNull();
  });

  it("exempts a company's members by its certificate, not their own or another's", async () => {
    const company = await aCompany("Exempt Fleet LLC");
    const other = await aCompany("Taxed Fleet LLC");
    const sent = await aCertificate(company.admin.headers, {
      certificateNumber: "CO-TX",
      state: "TX",
    });
    await decide(shop.headers, sent._id, { status: "verified" });
    const db = await getDb();
    const asBuyer = await taxFor(db, {
      uid: company.buyer.uid,
      companyId: company.id,
      state: "TX",
      on: dayAt(0),
    });
    expect(asBuyer.exemption).toMatchObject({ id: sent._id, certificateNumber: "CO-TX" });
    const elsewhere = await taxFor(db, {
      uid: other.buyer.uid,
      companyId: other.id,
      state: "TX",
      on: dayAt(0),
    });
    expect(elsewhere.exemption).toBeNull();
    // The buyer outside the company's checkout (no company) has no certificate of their own.
    expect((await forUser(company.buyer.uid, "TX")).exemption).toBeNull();
  });
});
