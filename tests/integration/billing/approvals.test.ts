/** @jest-environment node */
// A buyer's checkout beyond their spending limit, on both databases: it waits with its stock
// held; the company's admins see it and approve (it goes on, on account or by card) or decline
// it (its stock returns); the buyer is mailed either way; an expired one cannot be approved.
import { billingMessages } from "@/domains/billing";
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import { expireOverdueOrders } from "@/domains/ordering/server";
import { mailsTo } from "../../helpers/outbox";
import { createIntent, partRow } from "../../helpers/orders";
import { readCheckoutAs } from "../../helpers/checkout";
import {
  anApprovedCompany,
  approvalsOf,
  approve,
  cartWorth,
  chargedCents,
  checkOut,
  decline,
  invoiceOfCheckout,
  ordersOfCheckout,
  printed,
  type PlacedJson,
} from "./billing-support";

/**
 * The buyer ($500 limit) checks out $800 of one part: it waits. `totalCents` is what it charges
 * with shipping and tax (more than the $800 of goods).
 */
async function awaiting(payment: "card" | "account" = "account", terms = {}) {
  const company = await anApprovedCompany(terms);
  const part = await cartWorth(company.buyer, 40_000, 2);
  const answer = await checkOut(company.buyer.headers, { payment, poNumber: "PO-800" });
  expect(answer.status).toBe(201);
  const placed = answer.body as PlacedJson;
  const totalCents = await chargedCents(placed.checkoutId);
  expect(totalCents).toBeGreaterThan(80_000);
  return { ...company, part, placed, totalCents, total: totalCents / 100 };
}

describe("a checkout beyond the buyer's spending limit", () => {
  it("waits with its stock held, cannot be paid, and the company's admins are mailed", async () => {
    const { admin, buyer, part, placed, total, totalCents } = await awaiting("card");
    expect(placed).toMatchObject({ state: "awaiting-approval", total });
    expect((await partRow(part.id))!.availableQty).toBe(998);
    const [order] = await ordersOfCheckout(placed.checkoutId);
    expect(order).toMatchObject({ onAccount: false, paid: false });
    expect(order!.holdUntil).not.toBeNull();
    expect(await invoiceOfCheckout(placed.checkoutId)).toBeUndefined();
    const intent = await createIntent(buyer, { checkoutId: placed.checkoutId });
    expect(intent).toMatchObject({
      status: 409,
      body: { error: checkoutMessages.awaitingApproval },
    });
    expect((await readCheckoutAs(buyer, placed.checkoutId)).body).toMatchObject({
      state: "awaiting-approval",
      poNumber: "PO-800",
      payment: "card",
    });
    const mail = (await mailsTo(admin.email)).find((each) =>
      /waits for your approval$/.test(each.subject),
    )!;
    expect(mail.body).toContain(`${printed(totalCents)} (PO PO-800)`);
  });

  it("lists it for the company's admins and shop admins only", async () => {
    const { id, admin, buyer, shop, placed, total } = await awaiting();
    const listed = await approvalsOf(admin.headers, id);
    expect(listed).toMatchObject({
      status: 200,
      body: [
        {
          checkoutId: placed.checkoutId,
          buyer: { email: buyer.email },
          total,
          poNumber: "PO-800",
          payment: "account",
        },
      ],
    });
    expect((await approvalsOf(shop.headers, id)).status).toBe(200);
    expect((await approvalsOf(buyer.headers, id)).status).toBe(403);
    const stranger = await anApprovedCompany(undefined, "Stranger Co");
    expect((await approvalsOf(stranger.admin.headers, id)).status).toBe(404);
  });

  it("approved on account: judged against credit, billed on an invoice, the buyer mailed", async () => {
    const { id, admin, buyer, placed, total, totalCents } = await awaiting();
    const approved = await approve(admin.headers, placed.checkoutId);
    expect(approved).toMatchObject({
      status: 200,
      body: { checkoutId: placed.checkoutId, state: "on-account", total },
    });
    expect(await invoiceOfCheckout(placed.checkoutId)).toMatchObject({
      totalCents,
      poNumber: "PO-800",
    });
    const [order] = await ordersOfCheckout(placed.checkoutId);
    expect(order).toMatchObject({ onAccount: true, holdUntil: null });
    expect((await mailsTo(buyer.email)).map((mail) => mail.subject)).toContain(
      "Your checkout is approved",
    );
    expect((await approvalsOf(admin.headers, id)).body).toEqual([]);
    expect(await approve(admin.headers, placed.checkoutId)).toMatchObject({
      status: 409,
      body: { error: billingMessages.notAwaiting },
    });
  });

  it("approved on account beyond the credit: 409, and it still waits", async () => {
    const { admin, placed } = await awaiting("account", { creditLimit: 700 });
    const refused = await approve(admin.headers, placed.checkoutId);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: billingMessages.beyondCredit(700) },
    });
    expect(await invoiceOfCheckout(placed.checkoutId)).toBeUndefined();
    expect((await ordersOfCheckout(placed.checkoutId))[0]).toMatchObject({ onAccount: false });
  });

  it("approved by card: it can be paid", async () => {
    const { admin, buyer, placed } = await awaiting("card");
    expect((await approve(admin.headers, placed.checkoutId)).body).toMatchObject({
      state: "awaiting-payment",
    });
    expect((await createIntent(buyer, { checkoutId: placed.checkoutId })).status).toBe(200);
  });

  it("declined with a reason: the stock returns and the buyer is told why", async () => {
    const { admin, buyer, part, placed, total } = await awaiting();
    expect((await decline(admin.headers, placed.checkoutId, {})).status).toBe(400);
    expect((await decline(admin.headers, placed.checkoutId, { reason: "  " })).status).toBe(400);
    const declined = await decline(admin.headers, placed.checkoutId, { reason: "Over budget." });
    expect(declined).toMatchObject({ status: 200, body: { state: "declined", total } });
    expect((await partRow(part.id))!.availableQty).toBe(1000);
    expect((await ordersOfCheckout(placed.checkoutId))[0]!.expiredAt).not.toBeNull();
    const mail = (await mailsTo(buyer.email)).find(
      (each) => each.subject === "Your checkout was declined",
    );
    expect(mail!.body).toContain("Over budget.");
    expect((await readCheckoutAs(buyer, placed.checkoutId)).body).toMatchObject({
      state: "declined",
    });
  });

  it("is decided by its company's admins only: 403 for its buyer and shop admins, 404 elsewhere", async () => {
    const { buyer, shop, part, placed } = await awaiting();
    const stranger = await anApprovedCompany(undefined, "Outsider Inc");
    for (const [headers, status] of [
      [buyer.headers, 403],
      [shop.headers, 403],
      [stranger.admin.headers, 404],
    ] as const) {
      expect((await approve(headers, placed.checkoutId)).status).toBe(status);
      expect((await decline(headers, placed.checkoutId, { reason: "No." })).status).toBe(status);
    }
    expect((await partRow(part.id))!.availableQty).toBe(998);
    expect(await invoiceOfCheckout(placed.checkoutId)).toBeUndefined();
    expect((await approve(stranger.admin.headers, "no-such-checkout")).status).toBe(404);
  });

  it("expires with its hold: the stock returns, and it can no longer be approved", async () => {
    const { id, admin, part, placed } = await awaiting();
    await expireOverdueOrders(new Date(Date.now() + 400 * 86_400_000));
    expect((await partRow(part.id))!.availableQty).toBe(1000);
    expect((await approvalsOf(admin.headers, id)).body).toEqual([]);
    expect(await approve(admin.headers, placed.checkoutId)).toMatchObject({
      status: 409,
      body: { error: billingMessages.approvalExpired },
    });
  });

  it("never waits for a company admin, whatever the total", async () => {
    const { admin } = await anApprovedCompany();
    await cartWorth(admin, 400_000);
    const answer = await checkOut(admin.headers, { payment: "account" });
    expect(answer.body).toMatchObject({ state: "on-account" });
  });
});
