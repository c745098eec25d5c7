/** @jest-environment node */
// Paying a checkout with the test provider, on both databases: one intent for the sum of its
// orders, one ledger row, every order paid at once and exactly once; late and partial cases.
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { expireOverdueOrders } from "@/domains/ordering/server/orders";
import { orders, parts as partsTable } from "@/models";
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import { createUser } from "../../helpers/accounts";
import { mailsTo } from "../../helpers/outbox";
import {
  checkoutRows,
  checkoutSecret,
  claimCheckoutPaid,
  fillCart,
  placedCheckout,
  readCheckoutAs,
  type CheckoutJson,
} from "../../helpers/checkout";
import {
  CARDS,
  claimPaid,
  confirmCard,
  createIntent,
  createPart,
  intentIdOf,
  partRow,
  removeOrder,
  type Buyer,
} from "../../helpers/orders";
import { runQueuedJobs } from "../../helpers/jobs";

let customer: Buyer;
let stranger: Buyer;
beforeAll(async () => {
  customer = await createUser();
  stranger = await createUser();
});

/** A checkout of three lines (12.34$ × 10, 5$ × 20, 7.50$ × 4 = 253.40$). */
async function threeLineCheckout() {
  const parts = [
    await createPart({ priceCents: 1234, orderQty: 10 }),
    await createPart({ priceCents: 500, orderQty: 20 }),
    await createPart({ priceCents: 750, orderQty: 4 }),
  ];
  await fillCart(
    customer,
    parts.map((part) => ({ partId: part.id, quantity: part.minOrderQty })),
  );
  return { parts, placed: await placedCheckout(customer) };
}

it("pays every order of a checkout with one intent for their sum, recorded once", async () => {
  const { placed } = await threeLineCheckout();
  // The goods are 253.40$; the charge is their sum plus shipping and tax, as the checkout says.
  expect(placed.totals.subtotal).toBe(253.4);
  expect(placed.total).toBe(placed.totals.total);
  expect(placed.total).toBeGreaterThan(253.4);
  const dueCents = Math.round(placed.total * 100);
  const secret = await checkoutSecret(customer, placed.checkoutId, placed.total);
  // A returning customer gets the same intent.
  expect(await checkoutSecret(customer, placed.checkoutId)).toBe(secret);
  const confirmed = await confirmCard(customer, secret, CARDS.succeeds);
  expect(confirmed).toMatchObject({ status: 200, body: { paymentIntent: { amount: dueCents } } });
  const intentId = intentIdOf(secret);
  const { rows, ledger } = await checkoutRows(placed.checkoutId);
  expect(rows).toHaveLength(3);
  expect(rows.every((row) => row.paid && row.transactionId === intentId)).toBe(true);
  const successes = ledger.filter((row) => row.eventType === "succeeded");
  expect(successes).toEqual([
    expect.objectContaining({ intentId, orderId: null, amountCents: dueCents }),
  ]);
  const read = (await readCheckoutAs(customer, placed.checkoutId)).body as CheckoutJson;
  expect(read).toMatchObject({ due: 0, settled: true });
  expect(read.orders.every((order) => order.status === "paid")).toBe(true);

  expect(await createIntent(customer, { checkoutId: placed.checkoutId })).toMatchObject({
    status: 409,
    body: { error: checkoutMessages.nothingToPay },
  });
  expect((await confirmCard(customer, secret, CARDS.succeeds)).status).toBe(409);
  // The claim after the fact confirms the same payment and changes nothing.
  expect(await claimCheckoutPaid(customer, placed.checkoutId, intentId)).toMatchObject({
    status: 200,
  });
  expect(
    (await checkoutRows(placed.checkoutId)).ledger.filter((row) => row.eventType === "succeeded"),
  ).toHaveLength(1);
});

it("refuses a wrong amount, another customer, and paying one order of a checkout alone", async () => {
  const { placed } = await threeLineCheckout();
  expect(await createIntent(customer, { checkoutId: placed.checkoutId, price: 1 })).toMatchObject({
    status: 400,
    body: { error: checkoutMessages.amountMismatch(placed.total.toFixed(2)) },
  });
  expect((await createIntent(stranger, { checkoutId: placed.checkoutId })).status).toBe(403);
  expect((await createIntent(customer, { checkoutId: "nope" })).status).toBe(404);
  expect((await createIntent(customer, {})).status).toBe(400);
  const order = placed.orders[0]!;
  expect(await createIntent(customer, { orderId: order._id })).toMatchObject({
    status: 409,
    body: { error: checkoutMessages.payWithCheckout(placed.checkoutId) },
  });
  expect((await claimCheckoutPaid(stranger, placed.checkoutId, "pi_x")).status).toBe(403);
  expect((await claimCheckoutPaid(customer, placed.checkoutId, "pi_x")).status).toBe(402);
  const { rows } = await checkoutRows(placed.checkoutId);
  expect(rows.some((row) => row.paid)).toBe(false);
});

it("pays the whole checkout when the claim names one of its orders", async () => {
  const { placed } = await threeLineCheckout();
  const secret = await checkoutSecret(customer, placed.checkoutId);
  const confirmed = await confirmCard(customer, secret, CARDS.succeeds);
  expect(confirmed.status).toBe(200);
  const claim = await claimPaid(customer, placed.orders[1]!._id, intentIdOf(secret));
  expect(claim).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
  expect((await checkoutRows(placed.checkoutId)).rows.every((row) => row.paid)).toBe(true);
});

it("keeps a declined card's checkout unpaid and open for another card", async () => {
  const { placed } = await threeLineCheckout();
  const secret = await checkoutSecret(customer, placed.checkoutId);
  expect((await confirmCard(customer, secret, CARDS.declined)).status).toBe(402);
  const { rows, ledger } = await checkoutRows(placed.checkoutId);
  expect(rows.some((row) => row.paid)).toBe(false);
  expect(ledger.map((row) => row.eventType).sort()).toEqual(["failed", "intent_created"]);
  expect((await confirmCard(customer, secret, CARDS.succeeds)).status).toBe(200);
});

it("cancels the checkout's intent when one of its unpaid orders is deleted", async () => {
  const { placed } = await threeLineCheckout();
  const secret = await checkoutSecret(customer, placed.checkoutId);
  expect((await removeOrder(customer, placed.orders[0]!._id)).status).toBe(200);
  // The old intent was for three lines: no card can pay it any more.
  expect((await confirmCard(customer, secret, CARDS.succeeds)).status).toBe(409);
  const rest = Math.round((placed.total - placed.orders[0]!.total) * 100) / 100;
  const next = await checkoutSecret(customer, placed.checkoutId, rest);
  expect(next).not.toBe(secret);
  expect((await confirmCard(customer, next, CARDS.succeeds)).status).toBe(200);
  const { rows } = await checkoutRows(placed.checkoutId);
  expect(rows).toHaveLength(2);
  expect(rows.every((row) => row.paid)).toBe(true);
});

describe("a payment that arrives after the checkout expired", () => {
  const later = () => new Date(Date.now() + 48 * 3600_000);

  it("takes the stock again and pays every line when all of it is still there", async () => {
    const { parts, placed } = await threeLineCheckout();
    const secret = await checkoutSecret(customer, placed.checkoutId);
    await expireOverdueOrders(later());
    expect(await createIntent(customer, { checkoutId: placed.checkoutId })).toMatchObject({
      status: 409,
      body: { error: checkoutMessages.allExpired },
    });
    expect((await confirmCard(customer, secret, CARDS.succeeds)).status).toBe(200);
    const { rows } = await checkoutRows(placed.checkoutId);
    expect(rows.every((row) => row.paid && row.expiredAt === null)).toBe(true);
    expect((await partRow(parts[0]!.id))!.availableQty).toBe(990);
  });

  it("pays every line when only some of them expired (a sweep cut the checkout in two)", async () => {
    const { parts, placed } = await threeLineCheckout();
    const secret = await checkoutSecret(customer, placed.checkoutId);
    const cut = placed.orders[0]!;
    const db = await getDb();
    await db.update(orders).set({ expiredAt: new Date() }).where(eq(orders.id, cut._id));
    const part = parts.find((candidate) => candidate.id === cut.productInfo.id)!;
    await db
      .update(partsTable)
      .set({ availableQty: sql`${partsTable.availableQty} + ${cut.productInfo.orderQty}` })
      .where(eq(partsTable.id, part.id));
    expect((await confirmCard(customer, secret, CARDS.succeeds)).status).toBe(200);
    const { rows } = await checkoutRows(placed.checkoutId);
    expect(rows.every((row) => row.paid && row.expiredAt === null)).toBe(true);
    expect((await partRow(part.id))!.availableQty).toBe(1000 - part.minOrderQty);
  });

  it("takes nothing and refunds the whole payment when one line's stock is gone", async () => {
    const scarce = await createPart({ priceCents: 1000, orderQty: 10, availableQty: 10 });
    const plenty = await createPart({ priceCents: 1000, orderQty: 10, availableQty: 100 });
    await fillCart(customer, [
      { partId: scarce.id, quantity: 10 },
      { partId: plenty.id, quantity: 10 },
    ]);
    const placed = await placedCheckout(customer);
    const secret = await checkoutSecret(customer, placed.checkoutId);
    await expireOverdueOrders(later());
    // Someone else buys the scarce part's stock meanwhile.
    await fillCart(stranger, [{ partId: scarce.id, quantity: 10 }]);
    await placedCheckout(stranger);
    expect((await confirmCard(customer, secret, CARDS.succeeds)).status).toBe(200);
    // The settlement queued the refund; the job makes it.
    await runQueuedJobs();
    const refunded = (await checkoutRows(placed.checkoutId)).ledger.filter(
      (row) => row.eventType === "refunded",
    );
    // The whole payment: the goods' 200$ plus shipping and tax.
    expect(placed.totals.subtotal).toBe(200);
    expect(refunded).toEqual([
      expect.objectContaining({ amountCents: Math.round(placed.total * 100), orderId: null }),
    ]);
    const { rows } = await checkoutRows(placed.checkoutId);
    expect(rows.every((row) => !row.paid && !row.refundPending)).toBe(true);
    expect((await partRow(plenty.id))!.availableQty).toBe(100);
    expect((await partRow(scarce.id))!.availableQty).toBe(0);
  });
});

it("tells the customer of an expired checkout in one mail, not one per line", async () => {
  const { placed } = await threeLineCheckout();
  await expireOverdueOrders(new Date(Date.now() + 48 * 3600_000));
  await runQueuedJobs();
  const names = (await checkoutRows(placed.checkoutId)).rows.map((row) => row.productName);
  const about = (await mailsTo(customer.email)).filter(
    (mail) =>
      mail.subject.includes("expired") &&
      names.some((name) => mail.body.includes(`- ${name}:`) || mail.subject.includes(name)),
  );
  expect(about.map((mail) => mail.subject)).toEqual(["Your unpaid order of 3 lines has expired"]);
  expect(names.every((name) => about[0]!.body.includes(name))).toBe(true);
});
