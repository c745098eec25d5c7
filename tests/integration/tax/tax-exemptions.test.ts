/** @jest-environment node */
// Exemption certificates: a customer's own, a company's sent by its admins (buyers read them,
// 403 on sending), other holders' never seen; the shop admins' table and decisions, mailed.
import { eq } from "drizzle-orm";
import type { TaxExemptionJson, TaxExemptionRowJson } from "@/domains/tax";
import { taxMessages } from "@/domains/tax";
import { getDb } from "@/lib/db";
import { taxExemptions } from "@/models";
import { mailsTo } from "../../helpers/outbox";
import {
  aCertificate,
  aCompany,
  aCustomer,
  aShopAdmin,
  dayFromToday,
  decide,
  exemptionsTable,
  guest,
  myExemptions,
  putExemption,
} from "./tax-support";

const storedOf = async (id: string) =>
  (await getDb()).select().from(taxExemptions).where(eq(taxExemptions.id, id));

let shop: Awaited<ReturnType<typeof aShopAdmin>>;
beforeAll(async () => {
  shop = await aShopAdmin();
});

describe("a customer outside any company", () => {
  it("sends a certificate, reads it back pending, and replaces it per state", async () => {
    const customer = await aCustomer();
    expect((await myExemptions(customer.headers)).body).toEqual([]);
    const sent = await putExemption(customer.headers, {
      certificateNumber: " RS-1001 ",
      state: "tx",
      expiresOn: dayFromToday(30),
    });
    expect(sent).toMatchObject({
      status: 200,
      body: {
        certificateNumber: "RS-1001",
        state: "TX",
        expiresOn: dayFromToday(30),
        status: "pending",
        expired: false,
        reason: null,
        sharedWith: "user",
      },
    });
    const first = sent.body as TaxExemptionJson;
    await decide(shop.headers, first._id, { status: "rejected", reason: "Unreadable scan" });
    const again = await aCertificate(customer.headers, {
      certificateNumber: "RS-2002",
      state: "TX",
    });
    expect(again).toMatchObject({ _id: first._id, status: "pending", reason: null });
    await aCertificate(customer.headers, { certificateNumber: "RS-3003", state: "CA" });
    const mine = (await myExemptions(customer.headers)).body as TaxExemptionJson[];
    expect(mine.map((each) => [each.state, each.certificateNumber])).toEqual([
      ["CA", "RS-3003"],
      ["TX", "RS-2002"],
    ]);
  });

  it("refuses an expired date, a bad state or number, and guests", async () => {
    const customer = await aCustomer();
    const body = { certificateNumber: "RS-1", state: "TX", expiresOn: dayFromToday(10) };
    expect(
      await putExemption(customer.headers, { ...body, expiresOn: dayFromToday(-1) }),
    ).toMatchObject({
      status: 400,
      body: { error: taxMessages.expiresOnPast },
    });
    expect(
      (await putExemption(customer.headers, { ...body, expiresOn: dayFromToday(0) })).status,
    ).toBe(200);
    expect((await putExemption(customer.headers, { ...body, expiresOn: "" })).body).toMatchObject({
      error: taxMessages.expiresOnRequired,
    });
    expect((await putExemption(customer.headers, { ...body, state: "XX" })).status).toBe(400);
    expect(
      (await putExemption(customer.headers, { ...body, expiresOn: "2030-02-30" })).status,
    ).toBe(400);
    expect(
      (await putExemption(customer.headers, { ...body, certificateNumber: "" })).body,
    ).toMatchObject({
      error: taxMessages.certificateRequired,
    });
    expect(
      (await putExemption(customer.headers, { ...body, certificateNumber: "<b>" })).status,
    ).toBe(400);
    expect((await putExemption(guest, body)).status).toBe(401);
    expect((await myExemptions(guest)).status).toBe(401);
  });
});

describe("a company's certificates", () => {
  it("are sent by its admins, read by its buyers, and invisible to anyone else", async () => {
    const company = await aCompany("Tax Fleet LLC");
    const other = await aCompany("Other Fleet LLC");
    const sent = await aCertificate(company.admin.headers, {
      certificateNumber: "FL-1",
      state: "FL",
    });
    expect(sent.sharedWith).toBe("company");
    const buyerPut = await putExemption(company.buyer.headers, {
      certificateNumber: "FL-2",
      state: "FL",
      expiresOn: dayFromToday(30),
    });
    expect(buyerPut).toMatchObject({ status: 403, body: { error: taxMessages.onlyCompanyAdmins } });
    expect((await storedOf(sent._id))[0]).toMatchObject({ certificateNumber: "FL-1" });
    const seenByBuyer = (await myExemptions(company.buyer.headers)).body as TaxExemptionJson[];
    expect(seenByBuyer.map((each) => each._id)).toEqual([sent._id]);
    expect((await myExemptions(other.admin.headers)).body).toEqual([]);
    expect((await myExemptions(other.buyer.headers)).body).toEqual([]);
    expect((await myExemptions((await aCustomer()).headers)).body).toEqual([]);
    // Another company's admin sending for the same state writes their own company's.
    const theirs = await aCertificate(other.admin.headers, {
      certificateNumber: "FL-9",
      state: "FL",
    });
    expect(theirs._id).not.toBe(sent._id);
    expect((await storedOf(sent._id))[0]).toMatchObject({ certificateNumber: "FL-1" });
  });
});

describe("the shop admins' review", () => {
  it("lists certificates a page at a time, searched and filtered, with their holders", async () => {
    const company = await aCompany("Review Motors LLC");
    const sent = await aCertificate(company.admin.headers, {
      certificateNumber: "RV-77",
      state: "OH",
    });
    const page = await exemptionsTable(
      shop.headers,
      "q=review%20motors&status=pending&limit=25&page=1",
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Total-Count")).toBe("1");
    expect(page.headers.get("X-Page")).toBe("1");
    expect(page.body).toEqual([
      expect.objectContaining({
        _id: sent._id,
        certificateNumber: "RV-77",
        holder: { kind: "company", name: "Review Motors LLC", email: company.admin.email },
      }),
    ]);
    const byNumber = (await exemptionsTable(shop.headers, "q=RV-77")).body as TaxExemptionRowJson[];
    expect(byNumber.map((row) => row._id)).toEqual([sent._id]);
    expect((await exemptionsTable(shop.headers, "status=nope")).status).toBe(400);
    expect((await exemptionsTable(company.admin.headers)).status).toBe(403);
    expect((await exemptionsTable(guest)).status).toBe(401);
  });

  it("verifies or rejects with a reason, and mails the holder", async () => {
    const customer = await aCustomer();
    const company = await aCompany("Mailed Fleet LLC");
    const own = await aCertificate(customer.headers, { certificateNumber: "OWN-1", state: "PA" });
    const theirs = await aCertificate(company.admin.headers, {
      certificateNumber: "CO-1",
      state: "PA",
    });

    const verified = await decide(shop.headers, own._id, { status: "verified" });
    expect(verified).toMatchObject({ status: 200, body: { status: "verified", reason: null } });
    expect((await mailsTo(customer.email)).map((mail) => mail.subject)).toContain(
      taxMessages.decidedSubject("PA", true),
    );

    const noReason = await decide(shop.headers, theirs._id, { status: "rejected" });
    expect(noReason).toMatchObject({ status: 400, body: { error: taxMessages.reasonRequired } });
    const rejected = await decide(shop.headers, theirs._id, {
      status: "rejected",
      reason: "The certificate names another company",
    });
    expect(rejected).toMatchObject({
      status: 200,
      body: { status: "rejected", reason: "The certificate names another company" },
    });
    const mail = (await mailsTo(company.admin.email)).find(
      (each) => each.subject === taxMessages.decidedSubject("PA", false),
    )!;
    expect(mail.body).toContain("The certificate names another company");
    expect(await mailsTo(company.buyer.email)).toEqual([]);
    expect((await myExemptions(company.buyer.headers)).body).toEqual([
      expect.objectContaining({ status: "rejected" }),
    ]);
  });

  it("refuses customers, unknown ids, bad decisions and verifying an expired certificate", async () => {
    const customer = await aCustomer();
    const sent = await aCertificate(customer.headers, { certificateNumber: "X-1", state: "NY" });
    expect((await decide(customer.headers, sent._id, { status: "verified" })).status).toBe(403);
    expect((await decide(shop.headers, "no-such-id", { status: "verified" })).status).toBe(404);
    expect((await decide(shop.headers, sent._id, { status: "pending" })).status).toBe(400);
    expect((await decide(shop.headers, sent._id, { status: "verified", extra: 1 })).status).toBe(
      400,
    );
    await (
      await getDb()
    )
      .update(taxExemptions)
      .set({ expiresOn: dayFromToday(-1) })
      .where(eq(taxExemptions.id, sent._id));
    expect(await decide(shop.headers, sent._id, { status: "verified" })).toMatchObject({
      status: 409,
      body: { error: taxMessages.expiredNotVerified(dayFromToday(-1)) },
    });
    expect((await storedOf(sent._id))[0]!.status).toBe("pending");
  });
});
