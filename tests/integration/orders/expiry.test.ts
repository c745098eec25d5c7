/** @jest-environment node */
// Unpaid orders hold their stock for ORDER_HOLD_MINUTES (3 seconds here), then expire by
// themselves: the stock returns, the customer sees the order as expired and gets a mail, and
// the order cannot be paid anew. A payment that arrives after expiry is never lost: it takes
// the stock again when there is enough, and is refunded (and in the ledger) when there is not.
import { parseConfig, resetConfigForTests } from "@/lib/config";
import { getDatabase, getDb } from "@/lib/db";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { startJobWorkers } from "@/lib/jobs/workers";
import { expireOverdueOrders } from "@/domains/ordering/server/orders";
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser } from "../../helpers/accounts";
import { mailsTo } from "../../helpers/outbox";
import {
  CARDS,
  claimPaid,
  clientSecretFor,
  confirmCard,
  createIntent,
  createPart,
  intentIdOf,
  ledgerOf,
  myOrders,
  orderRow,
  partRow,
  placedOrder,
  removeOrder,
  testIntentsOf,
  type Buyer,
} from "../../helpers/orders";
import { runQueuedJobs } from "../../helpers/jobs";

process.env.ORDER_HOLD_MINUTES = "0.05";
resetConfigForTests();

let customer: Buyer, other: Buyer;
beforeAll(async () => {
  customer = await createUser();
  other = await createUser();
});
afterAll(async () => {
  delete process.env.ORDER_HOLD_MINUTES;
  resetConfigForTests();
});

const stockOf = async (partId: string) => (await partRow(partId))!.availableQty;
/** Every order whose hold has run out, as if the sweep ran a minute from now. */
const expireNow = () => expireOverdueOrders(new Date(Date.now() + 60_000));

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("an unpaid order expires by itself after its hold: stock back, shown expired, mailed", async () => {
  const part = await createPart({ orderQty: 5, availableQty: 20 });
  const order = await placedOrder(customer, part);
  const placed = (await orderRow(order._id))!;
  expect(placed.holdUntil!.getTime() - placed.createdAt.getTime()).toBe(3_000);
  expect(await stockOf(part.id)).toBe(15);
  // Within its hold, the sweep leaves it alone.
  await expireOverdueOrders();
  expect((await orderRow(order._id))!.expiredAt).toBeNull();

  // The app's job workers start the sweep; it runs every second for this hold.
  const stop = await startJobWorkers(await getDatabase());
  try {
    await eventually(async () => (await orderRow(order._id))!.expiredAt !== null);
    // The mail is a job too, which the workers deliver.
    await eventually(async () =>
      (await mailsTo(customer.email)).some((mail) => mail.subject.includes("has expired")),
    );
  } finally {
    await stop();
  }
  expect(await stockOf(part.id)).toBe(20);
  const shown = (await myOrders(customer)).find((mine) => mine._id === order._id);
  expect(shown).toMatchObject({ status: "expired", paid: false, shipped: false });
  const mails = await mailsTo(customer.email);
  const expiredMail = mails.find((mail) => mail.subject.includes("has expired"));
  expect(expiredMail?.body).toContain(`Order: ${order._id}`);
  // Once only: another sweep neither returns the stock again nor mails again.
  await expireNow();
  expect(await stockOf(part.id)).toBe(20);
  const again = await mailsTo(customer.email);
  expect(again.filter((mail) => mail.subject.includes("has expired"))).toHaveLength(1);
});

test("an expired order cannot be paid anew, and deleting it does not return its stock twice", async () => {
  const part = await createPart({ orderQty: 5, availableQty: 20 });
  const order = await placedOrder(customer, part);
  await expireNow();
  expect(await stockOf(part.id)).toBe(20);

  const intent = await createIntent(customer, { orderId: order._id, price: order.total });
  expect(intent).toMatchObject({ status: 409, body: { error: orderMessages.orderExpired } });
  expect(await testIntentsOf(order._id)).toHaveLength(0);

  expect(await removeOrder(customer, order._id)).toMatchObject({
    status: 200,
    body: { deletedCount: 1 },
  });
  expect(await orderRow(order._id)).toBeUndefined();
  expect(await stockOf(part.id)).toBe(20);
});

test("a payment made after expiry takes the stock again when there is enough", async () => {
  const part = await createPart({ orderQty: 5, availableQty: 20 });
  const order = await placedOrder(customer, part);
  const clientSecret = await clientSecretFor(customer, order);
  await expireNow();
  expect(await stockOf(part.id)).toBe(20);

  expect(await confirmCard(customer, clientSecret, CARDS.succeeds)).toMatchObject({
    status: 200,
  });
  expect(await orderRow(order._id)).toMatchObject({
    paid: true,
    expiredAt: null,
    transactionId: intentIdOf(clientSecret),
  });
  expect(await stockOf(part.id)).toBe(15);
  const shown = (await myOrders(customer)).find((mine) => mine._id === order._id);
  expect(shown?.status).toBe("paid");
  const mails = await mailsTo(customer.email);
  expect(mails.some((mail) => mail.subject === `Payment received for ${part.productName}`)).toBe(
    true,
  );
});

test("a payment made after expiry, when the stock was sold meanwhile, is refunded and in the ledger", async () => {
  const part = await createPart({ orderQty: 5, availableQty: 5 });
  const order = await placedOrder(customer, part);
  const intentId = intentIdOf(await clientSecretFor(customer, order));
  await expireNow();
  const sold = await placedOrder(other, part);
  expect(await stockOf(part.id)).toBe(0);

  // The card is charged at the provider, then the customer's page reports it.
  await settleTestIntent(intentId, { succeeded: true }, await getDb());
  expect(await claimPaid(customer, order._id, intentId)).toMatchObject({
    status: 200,
    body: { modifiedCount: 0 },
  });
  // The settlement owes the refund and queues it; until the job runs, the order says so.
  expect(await orderRow(order._id)).toMatchObject({ refundPending: true });
  await runQueuedJobs();
  const ledger = await ledgerOf(order._id);
  expect(ledger.map((event) => event.eventType)).toEqual([
    "intent_created",
    "succeeded",
    "refunded",
  ]);
  expect(ledger[2]).toMatchObject({ intentId, amountCents: Math.round(order.total * 100) });
  expect((await testIntentsOf(order._id))[0]).toMatchObject({
    status: "succeeded",
    refundedCents: Math.round(order.total * 100),
  });
  expect(await orderRow(order._id)).toMatchObject({
    paid: false,
    refundPending: false,
    transactionId: intentId,
  });
  expect((await orderRow(order._id))!.expiredAt).not.toBeNull();
  expect(await stockOf(part.id)).toBe(0);
  expect(await orderRow(sold._id)).toMatchObject({ orderQty: 5 });
  const mails = await mailsTo(customer.email);
  expect(mails.filter((mail) => mail.subject.endsWith("was refunded"))).toHaveLength(1);

  // Reported again: nothing is refunded twice.
  await claimPaid(customer, order._id, intentId);
  await runQueuedJobs();
  expect((await ledgerOf(order._id)).filter((e) => e.eventType === "refunded")).toHaveLength(1);
});

test("a late card payment through the test provider is refunded too when the stock is gone", async () => {
  const part = await createPart({ orderQty: 5, availableQty: 5 });
  const order = await placedOrder(customer, part);
  const clientSecret = await clientSecretFor(customer, order);
  await expireNow();
  await placedOrder(other, part);

  expect(await confirmCard(customer, clientSecret, CARDS.succeeds)).toMatchObject({
    status: 200,
  });
  await runQueuedJobs();
  expect((await ledgerOf(order._id)).some((event) => event.eventType === "refunded")).toBe(true);
  expect((await testIntentsOf(order._id))[0]!.refundedCents).toBe(Math.round(order.total * 100));
  expect(await stockOf(part.id)).toBe(0);
  expect(await orderRow(order._id)).toMatchObject({
    paid: false,
    transactionId: intentIdOf(clientSecret),
  });
});

test("ORDER_HOLD_MINUTES and MAX_UNPAID_ORDERS default to a day and 5, and are validated", () => {
  expect(parseConfig({ NODE_ENV: "test" })).toMatchObject({
    orderHoldMinutes: 1440,
    maxUnpaidOrders: 5,
  });
  expect(
    parseConfig({ NODE_ENV: "test", ORDER_HOLD_MINUTES: "0.05", MAX_UNPAID_ORDERS: "2" }),
  ).toMatchObject({ orderHoldMinutes: 0.05, maxUnpaidOrders: 2 });
  for (const [env, message] of [
    [{ ORDER_HOLD_MINUTES: "0" }, "ORDER_HOLD_MINUTES must be more than 0"],
    [{ ORDER_HOLD_MINUTES: "a day" }, "ORDER_HOLD_MINUTES must be a number of minutes"],
    [{ MAX_UNPAID_ORDERS: "2.5" }, "MAX_UNPAID_ORDERS must be a whole number"],
    [{ MAX_UNPAID_ORDERS: "0" }, "MAX_UNPAID_ORDERS must be at least 1"],
  ] as const)
    expect(() => parseConfig({ NODE_ENV: "test", ...env })).toThrow(message);
});
