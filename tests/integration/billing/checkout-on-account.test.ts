/** @jest-environment node */
// POST /api/checkout with `payment: "account"` and `poNumber`, on both databases: who may buy on
// account, the PO number a company requires, the credit limit (also under two checkouts at
// once) and the hold an invoice long overdue puts on the company.
import { eq } from "drizzle-orm";
import { billingMessages } from "@/domains/billing";
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import { expireOverdueOrders } from "@/domains/ordering/server";
import { getDb } from "@/lib/db";
import { companyMembers, invoices } from "@/models";
import { GET as ordersTableRoute } from "@/app/api/orders/all/route";
import type { OrderJson } from "@/domains/ordering/order-json";
import { callRoute } from "../../helpers/call-route";
import { cartOf } from "../../helpers/checkout";
import { createUser } from "../../helpers/accounts";
import { createIntent, shipOrder } from "../../helpers/orders";
import { accountCompany, aCustomer, aCompany, type Headers } from "../companies/companies-support";
import {
  anApprovedCompany,
  cartWorth,
  chargedCents,
  checkOut,
  checkoutsOf,
  dueDaysAgo,
  invoiceOfCheckout,
  OREGON,
  onAccount,
  ordersOfCheckout,
  payInvoice,
  type PlacedJson,
} from "./billing-support";

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("a member pays on account", () => {
  it("places the orders without a hold, opens an invoice due after the terms, and uses credit", async () => {
    const { admin } = await anApprovedCompany();
    await cartWorth(admin, 12_345, 2);
    const answer = await checkOut(admin.headers, { payment: "account", poNumber: " PO-7781 " });
    expect(answer.status).toBe(201);
    const placed = answer.body as PlacedJson;
    // $246.90 of goods, below free ground: the total adds the order's shipping and tax.
    const [order] = await ordersOfCheckout(placed.checkoutId);
    expect(order).toMatchObject({ holdUntil: null, onAccount: true, poNumber: "PO-7781" });
    expect(order!.shippingCents).toBeGreaterThan(0);
    const totalCents = 24_690 + order!.shippingCents + order!.taxCents;
    expect(await chargedCents(placed.checkoutId)).toBe(totalCents);
    expect(placed).toMatchObject({ state: "on-account", total: totalCents / 100 });
    expect(placed.orders[0]).toMatchObject({ poNumber: "PO-7781", onAccount: true, paid: false });
    const invoice = await invoiceOfCheckout(placed.checkoutId);
    expect(invoice).toMatchObject({
      totalCents,
      paidCents: 0,
      status: "open",
      poNumber: "PO-7781",
      dueDate: inDays(30),
    });
    expect(invoice!.number).toMatch(/^INV-\d+$/);
    expect((await accountCompany(admin.headers)).body).toMatchObject({
      creditLimit: 5000,
      creditUsed: totalCents / 100,
      creditAvailable: (500_000 - totalCents) / 100,
    });
    expect(await cartOf(admin)).toEqual([]);
  });

  it("is not paid by card, never expires, and ships before it is paid", async () => {
    const { admin } = await anApprovedCompany();
    const { placed } = await onAccount(admin, 5_000);
    const intent = await createIntent(admin, { checkoutId: placed.checkoutId });
    expect(intent).toMatchObject({ status: 409, body: { error: checkoutMessages.onAccount } });
    await expireOverdueOrders(new Date(Date.now() + 400 * 86_400_000));
    const [order] = await ordersOfCheckout(placed.checkoutId);
    expect(order!.expiredAt).toBeNull();
    const shipped = await shipOrder(await createUser("admin"), order!.id);
    expect(shipped.status).toBe(200);
    const [after] = await ordersOfCheckout(placed.checkoutId);
    expect(after).toMatchObject({ shipped: true, paid: false });
  });

  it("is found in Manage Orders by its PO number, in any case", async () => {
    const { admin, shop } = await anApprovedCompany();
    const poNumber = `PO-FIND-${process.pid}-${Date.now()}`;
    const { placed } = await onAccount(admin, 1_500, { poNumber });
    const found = await callRoute(ordersTableRoute, `/api/orders/all?q=${poNumber.toLowerCase()}`, {
      headers: shop.headers,
    });
    expect(found.status).toBe(200);
    expect((found.body as OrderJson[]).map((order) => order._id)).toEqual(
      placed.orders.map((order) => order._id),
    );
  });

  it("charges a card checkout of an approved company as before, with its PO number", async () => {
    const { buyer } = await anApprovedCompany();
    await cartWorth(buyer, 2_000);
    const answer = await checkOut(buyer.headers, { poNumber: "A-1" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ state: "awaiting-payment" });
    const placed = answer.body as PlacedJson;
    expect(await invoiceOfCheckout(placed.checkoutId)).toBeUndefined();
    expect((await ordersOfCheckout(placed.checkoutId))[0]).toMatchObject({
      poNumber: "A-1",
      onAccount: false,
    });
  });
});

/** The caller's cart is kept and no checkout is written: what a refusal must leave. */
async function expectNothingWritten(member: { uid: string; headers: Headers }) {
  expect(await cartOf(member)).toHaveLength(1);
  expect(await checkoutsOf(member.uid)).toEqual([]);
}

describe("refused before anything is written", () => {
  it("403 for a customer outside any company, a pending company, or card terms", async () => {
    const loner = await aCustomer();
    await cartWorth(loner, 1_000);
    const outside = await checkOut(loner.headers, { payment: "account" });
    expect(outside).toMatchObject({ status: 403, body: { error: billingMessages.notAMember } });
    await expectNothingWritten(loner);

    const pending = await aCompany();
    await cartWorth(pending.admin, 1_000);
    const notApproved = await checkOut(pending.admin.headers, { payment: "account" });
    expect(notApproved).toMatchObject({
      status: 403,
      body: { error: billingMessages.notApproved },
    });
    await expectNothingWritten(pending.admin);

    const cardOnly = await anApprovedCompany({ terms: "card" });
    await cartWorth(cardOnly.admin, 1_000);
    const card = await checkOut(cardOnly.admin.headers, { payment: "account" });
    expect(card).toMatchObject({ status: 403, body: { error: billingMessages.cardTerms } });
    await expectNothingWritten(cardOnly.admin);
  });

  it("400 naming poNumber when the company requires one, by card or on account", async () => {
    const { admin, buyer } = await anApprovedCompany({ poRequired: true });
    for (const [member, body] of [
      [admin, { payment: "account" }],
      [buyer, {}],
      [admin, { payment: "account", poNumber: "   " }],
    ] as const) {
      await cartWorth(member, 1_000);
      const answer = await checkOut(member.headers, body);
      expect(answer).toMatchObject({ status: 400, body: { error: billingMessages.poRequired } });
      await expectNothingWritten(member);
    }
    await cartWorth(admin, 1_000);
    expect((await checkOut(admin.headers, { payment: "account", poNumber: "PO 1" })).status).toBe(
      201,
    );
  });

  it("400 for a PO number with other characters or too long, and an unknown payment", async () => {
    const { admin } = await anApprovedCompany();
    await cartWorth(admin, 1_000);
    for (const body of [
      { poNumber: "PO<script>" },
      { poNumber: "P".repeat(41) },
      { poNumber: 42 },
      { payment: "cheque" },
    ]) {
      const answer = await checkOut(admin.headers, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/poNumber|payment/);
    }
    await expectNothingWritten(admin);
  });
});

describe("credit", () => {
  it("409 with the available amount beyond the limit; nothing written", async () => {
    // Shipped to Oregon with goods over free ground: each checkout charges just its goods.
    const { admin } = await anApprovedCompany({ creditLimit: 1000 });
    await onAccount(admin, 60_000, { address: OREGON });
    await cartWorth(admin, 40_001);
    const answer = await checkOut(admin.headers, { payment: "account", address: OREGON });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: billingMessages.beyondCredit(400), issues: [{ available: 400 }] },
    });
    await expect(cartOf(admin)).resolves.toHaveLength(1);
    await cartWorth(admin, 40_000);
    expect((await checkOut(admin.headers, { payment: "account", address: OREGON })).status).toBe(
      201,
    );
  });

  it("never goes beyond the limit when two members check out on account at once", async () => {
    const { id, admin, buyer } = await anApprovedCompany({ creditLimit: 1000 });
    // Both may spend without approval: only the credit stands between them. Shipped to Oregon
    // with goods over free ground, each checkout charges just its $600 of goods.
    await (
      await getDb()
    )
      .update(companyMembers)
      .set({ spendingLimitCents: null })
      .where(eq(companyMembers.userId, buyer.id));
    await cartWorth(admin, 60_000);
    await cartWorth(buyer, 60_000);
    const answers = await Promise.all([
      checkOut(admin.headers, { payment: "account", address: OREGON }),
      checkOut(buyer.headers, { payment: "account", address: OREGON }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const owed = await (await getDb()).select().from(invoices).where(eq(invoices.companyId, id));
    expect(owed).toHaveLength(1);
    expect((await accountCompany(admin.headers)).body).toMatchObject({
      creditUsed: 600,
      creditAvailable: 400,
    });
  });

  it("holds a company with an invoice overdue beyond CREDIT_HOLD_DAYS until it is paid", async () => {
    const { admin, shop } = await anApprovedCompany();
    const { invoice } = await onAccount(admin, 1_000);
    await dueDaysAgo(invoice._id, 30);
    await cartWorth(admin, 1_000);
    expect((await checkOut(admin.headers, { payment: "account" })).status).toBe(201);
    await dueDaysAgo(invoice._id, 31);
    await cartWorth(admin, 1_000);
    const held = await checkOut(admin.headers, { payment: "account" });
    expect(held).toMatchObject({ status: 409, body: { error: billingMessages.creditHold(30) } });
    expect((await checkOut(admin.headers, {})).status).toBe(201);
    await cartWorth(admin, 1_000);
    // Paid in full: its goods, shipping and tax.
    const paid = await payInvoice(shop.headers, invoice._id, {
      amount: invoice.total,
      reference: "Wire 77",
      receivedAt: today(),
    });
    expect(paid.status).toBe(201);
    expect((await checkOut(admin.headers, { payment: "account" })).status).toBe(201);
  });
});
