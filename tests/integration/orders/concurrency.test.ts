/** @jest-environment node */
// Races through the route handlers, on PGlite and on the PostgreSQL server (TEST_DB=server):
// buyers against little stock, double deletes, double intents, a payment reported by the test
// provider, the booking call and the paid call all at once, and deletes racing payment and
// shipping (where money must never be taken for a deleted order, nor refunded for a shipped one).
import { PATCH as patchPaid } from "@/app/api/orders/paid/[id]/route";
import { POST as postBooking } from "@/app/api/booking/route";
import { getDb } from "@/lib/db";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { mailsTo, outboxMails } from "../../helpers/outbox";
import {
  CARDS,
  clientSecretFor,
  confirmCard,
  createIntent,
  createPart,
  intentIdOf,
  ledgerOf,
  orderBody,
  orderRow,
  ordersOfPart,
  paidOrder,
  partRow,
  placedOrder,
  placeOrder,
  removeOrder,
  shipOrder,
  testIntentsOf,
  type Buyer,
} from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let customer: Buyer;
beforeAll(async () => {
  customer = await createUser();
});

/** What the order charges, in cents: its goods plus the shipping and tax stored with it. */
async function totalCentsOf(orderId: string) {
  const row = (await orderRow(orderId))!;
  return row.priceCents * row.orderQty + row.shippingCents + row.taxCents;
}

const statusesOf = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const claim = async (orderId: string, transactionId: string, route: "booking" | "paid") =>
  route === "booking"
    ? callRoute(postBooking, `/api/booking?id=${orderId}`, {
        method: "POST",
        headers: await headersOf(customer),
        body: { transactionId, status: "paid" },
      })
    : callRoute(patchPaid, `/api/orders/paid/${orderId}`, {
        method: "PATCH",
        headers: await headersOf(customer),
        params: { id: orderId },
        body: { transactionId, paid: "true" },
      });

test("50 buyers at once against stock for 10 orders: exactly 10 are sold, never below zero", async () => {
  const part = await createPart({ orderQty: 10, availableQty: 100 });
  const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser()));
  await Promise.all(buyers.map((buyer) => headersOf(buyer)));

  const results = await Promise.all(
    buyers.map((buyer) => placeOrder(buyer, orderBody(buyer, part, 10))),
  );

  expect(statusesOf(results)).toEqual({ 201: 10, 409: 40 });
  for (const refused of results.filter((result) => result.status === 409))
    expect(refused.body).toMatchObject({ error: orderMessages.stockOut });
  expect((await partRow(part.id))?.availableQty).toBe(0);
  const sold = await ordersOfPart(part.id);
  expect(sold).toHaveLength(10);
  expect(sold.every((order) => order.orderQty === 10 && !order.paid)).toBe(true);
  const winners = results.flatMap((result, index) =>
    result.status === 201 ? [buyers[index]!] : [],
  );
  expect(sold.map((order) => order.uid).sort()).toEqual(winners.map((buyer) => buyer.uid).sort());
  const received = (await outboxMails()).filter((mail) => mail.subject.includes(part.productName));
  expect(received.flatMap((mail) => mail.to).sort()).toEqual(
    winners.map((buyer) => buyer.email).sort(),
  );
});

test("one buyer's many simultaneous orders take no more than the stock either", async () => {
  const part = await createPart({ orderQty: 7, availableQty: 7 * 3 + 6 });
  const results = await Promise.all(
    Array.from({ length: 12 }, () => placeOrder(customer, orderBody(customer, part, 7))),
  );
  expect(statusesOf(results)).toEqual({ 201: 3, 409: 9 });
  expect((await partRow(part.id))?.availableQty).toBe(6);
  expect(await ordersOfPart(part.id)).toHaveLength(3);
});

test("simultaneous deletes of one unpaid order return its stock exactly once", async () => {
  const part = await createPart({ orderQty: 10, availableQty: 500 });
  const order = await placedOrder(customer, part, 30);
  expect((await partRow(part.id))?.availableQty).toBe(470);

  const results = await Promise.all(
    Array.from({ length: 8 }, () => removeOrder(customer, order._id)),
  );

  const outcomes = results.map(({ status, body }) => ({
    status,
    body: body as { deletedCount?: number },
  }));
  expect(outcomes.filter((o) => o.status === 200 && o.body.deletedCount === 1)).toHaveLength(1);
  // The others either found the order gone (404) or lost the conditional delete (0).
  const allowed = [
    { status: 200, body: { deletedCount: 1 } },
    { status: 200, body: { deletedCount: 0 } },
    { status: 404, body: { error: "Order not found", issues: [], requestId: expect.any(String) } },
  ];
  for (const outcome of outcomes) expect(allowed).toContainEqual(outcome);
  expect((await partRow(part.id))?.availableQty).toBe(500);
  expect(await orderRow(order._id)).toBeUndefined();
});

test("simultaneous create-payment-intent calls for one order share one intent", async () => {
  const part = await createPart();
  const order = await placedOrder(customer, part);

  const results = await Promise.all(
    Array.from({ length: 8 }, () => createIntent(customer, { orderId: order._id })),
  );

  expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
  const secrets = new Set(
    results.map((result) => (result.body as { clientSecret: string }).clientSecret),
  );
  expect(secrets.size).toBe(1);
  const [clientSecret] = [...secrets];
  const intents = await testIntentsOf(order._id);
  expect(intents).toHaveLength(1);
  expect(intents[0]).toMatchObject({
    clientSecret,
    amountCents: await totalCentsOf(order._id),
    status: "requires_payment_method",
  });
  expect((await orderRow(order._id))?.paymentIntentId).toBe(intents[0]!.id);
  const ledger = await ledgerOf(order._id);
  expect(ledger.map((row) => [row.eventType, row.intentId])).toEqual([
    ["intent_created", intents[0]!.id],
  ]);
});

test("a card payment, the booking and the paid call racing each other pay the order once", async () => {
  const part = await createPart();
  const order = await placedOrder(customer, part);
  const clientSecret = await clientSecretFor(customer, order);
  const intentId = intentIdOf(clientSecret);

  const [confirms, claims] = await Promise.all([
    Promise.all([1, 2].map(() => confirmCard(customer, clientSecret, CARDS.succeeds))),
    Promise.all(
      (["booking", "paid", "booking", "paid", "booking", "paid"] as const).map((route) =>
        claim(order._id, intentId, route),
      ),
    ),
  ]);

  expect(confirms.map((result) => result.status).sort()).toEqual([200, 409]);
  // A claim that arrived before the provider had the success is refused; the rest agree.
  for (const result of claims) expect([200, 402]).toContain(result.status);
  const [success, ...others] = (await ledgerOf(order._id)).filter(
    (row) => row.eventType === "succeeded",
  );
  expect(others).toEqual([]);
  expect(success).toMatchObject({ intentId, amountCents: await totalCentsOf(order._id) });
  expect(await orderRow(order._id)).toMatchObject({ paid: true, transactionId: intentId });

  const [booking, paid] = [
    await claim(order._id, intentId, "booking"),
    await claim(order._id, intentId, "paid"),
  ];
  expect(booking).toMatchObject({ status: 200, body: { insertedId: success!.id } });
  expect(paid).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
  const receipts = (await mailsTo(customer.email)).filter((mail) =>
    mail.subject.startsWith("Payment received"),
  );
  expect(receipts.filter((mail) => mail.body.includes(order._id))).toHaveLength(1);
});

test("many booking and paid calls for an intent the provider has confirmed agree on one payment", async () => {
  const part = await createPart();
  const order = await placedOrder(customer, part);
  const intentId = intentIdOf(await clientSecretFor(customer, order));
  // As with Stripe: the card was confirmed at the provider, and the shop has not heard yet.
  await settleTestIntent(intentId, { succeeded: true }, await getDb());

  const routes = Array.from({ length: 10 }, (_, i): "paid" | "booking" =>
    i % 2 ? "paid" : "booking",
  );
  const results = await Promise.all(routes.map((route) => claim(order._id, intentId, route)));

  const successes = (await ledgerOf(order._id)).filter((row) => row.eventType === "succeeded");
  expect(successes).toHaveLength(1);
  results.forEach((result, index) =>
    expect(result).toMatchObject({
      status: 200,
      body: routes[index] === "booking" ? { insertedId: successes[0]!.id } : { modifiedCount: 1 },
    }),
  );
  expect(await orderRow(order._id)).toMatchObject({ paid: true, transactionId: intentId });
});

// Each race below is run a few times: the interleavings differ from run to run.
const ROUNDS = 15;

test("a card payment racing the customer's delete never charges for a deleted order", async () => {
  const part = await createPart({ availableQty: 10_000 });
  for (let round = 0; round < ROUNDS; round += 1) {
    const stockBefore = (await partRow(part.id))!.availableQty;
    const order = await placedOrder(customer, part);
    const clientSecret = await clientSecretFor(customer, order);
    const [confirmed, deleted] = await Promise.all([
      confirmCard(customer, clientSecret, CARDS.succeeds),
      removeOrder(customer, order._id),
    ]);
    const [intent] = await testIntentsOf(order._id);
    const row = await orderRow(order._id);
    if (row) {
      // The payment won: the order is paid, and the customer's delete deleted nothing.
      expect(confirmed.status).toBe(200);
      expect(row).toMatchObject({ paid: true, transactionId: intent!.id });
      expect(deleted.body).not.toEqual({ deletedCount: 1 });
    } else {
      // The delete won: the stock is back, and the card was not charged (or fully refunded).
      expect(deleted).toMatchObject({ status: 200, body: { deletedCount: 1 } });
      const charged =
        intent!.status === "succeeded" ? intent!.amountCents - intent!.refundedCents : 0;
      expect(charged).toBe(0);
      expect(confirmed.status).not.toBe(500);
      expect((await partRow(part.id))?.availableQty).toBe(stockBefore);
    }
  }
});

test("shipping racing an admin's delete of a paid order never ships a refunded order", async () => {
  const admin = await demoUser(demo.admin);
  const part = await createPart({ availableQty: 10_000 });
  for (let round = 0; round < ROUNDS; round += 1) {
    const { order } = await paidOrder(customer, part);
    const [shipped, deleted] = await Promise.all([
      shipOrder(admin, order._id),
      removeOrder(admin, order._id),
    ]);
    const [intent] = await testIntentsOf(order._id);
    const row = await orderRow(order._id);
    const refunds = (await ledgerOf(order._id)).filter((event) => event.eventType === "refunded");
    if (row) {
      // The shipment won: nothing was refunded, and the delete deleted nothing.
      expect(shipped).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
      expect(row).toMatchObject({ paid: true, shipped: true });
      expect(deleted.body).not.toEqual({ deletedCount: 1 });
      expect({ refundedCents: intent!.refundedCents, refunds }).toEqual({
        refundedCents: 0,
        refunds: [],
      });
    } else {
      // The delete won: refunded in full, and there was nothing left to ship.
      expect(deleted).toMatchObject({ status: 200, body: { deletedCount: 1 } });
      expect([404, 409]).toContain(shipped.status);
      expect(intent!.refundedCents).toBe(intent!.amountCents);
    }
  }
});
