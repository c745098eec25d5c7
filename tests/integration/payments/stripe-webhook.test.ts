/** @jest-environment node */
// POST /api/webhooks/stripe with bodies signed the way Stripe signs them (its own test-header
// helper), against the fake Stripe API for the intents: signature checks on the raw body, and an
// order that moves to paid exactly once however often, late or out of order the events come.
import { asc, desc, eq, or, sql } from "drizzle-orm";
import { PATCH as patchPaid } from "@/app/api/orders/paid/[id]/route";
import { POST as postWebhook } from "@/app/api/webhooks/stripe/route";
import type { OrderJson } from "@/domains/ordering/order-json";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { expireOverdueOrders } from "@/domains/ordering/server/orders";
import { orders, parts, payments } from "@/models";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import {
  signWebhook,
  startFakeStripe,
  stripeEvent,
  type FakeIntent,
  type FakeStripe,
} from "../../helpers/fake-stripe";
import { startSmtpServer, type ReceivedMail } from "../../helpers/smtp";
import { runQueuedJobs } from "../../helpers/jobs";
import {
  createIntent,
  intentIdOf,
  placedOrder,
  type Buyer,
  type PartRow,
} from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let stripe: FakeStripe;
let smtp: { url: string; mails: ReceivedMail[]; close: () => Promise<void> };
let partId: string;
let orderPart: PartRow;
let customer: Buyer;
let asCustomer: Record<string, string>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  stripe.configure();
  const [part] = await (
    await getDb()
  )
    .select()
    .from(parts)
    // The smallest minimum order, with the most stock: some demo parts are out of stock.
    .orderBy(asc(parts.minOrderQty), desc(parts.availableQty))
    .limit(1);
  orderPart = part!;
  partId = orderPart.id;
  customer = await demoUser(demo.customer);
  asCustomer = await headersOf(customer);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  stripe.unconfigure();
  await Promise.all([stripe.close(), smtp.close()]);
});

/** An order placed by the customer, its intent created through our route, and paid at Stripe. */
async function paidAtStripe(): Promise<{ order: OrderJson; intent: FakeIntent }> {
  const order = await placedOrder(customer, orderPart);
  const created = await createIntent(customer, { orderId: order._id });
  const intentId = intentIdOf((created.body as { clientSecret: string }).clientSecret);
  return { order, intent: stripe.succeed(intentId) };
}

const deliver = (payload: string, signature: string | null = signWebhook(payload)) =>
  callRoute(postWebhook, "/api/webhooks/stripe", {
    method: "POST",
    headers: signature === null ? {} : { "stripe-signature": signature },
    body: payload,
  });

const event = (type: string, intent: Partial<FakeIntent> & { id: string }, eventId?: string) =>
  JSON.stringify(stripeEvent(type, intent, eventId));

const markPaid = (orderId: string, transactionId: string) =>
  callRoute(patchPaid, `/api/orders/paid/${orderId}`, {
    method: "PATCH",
    headers: asCustomer,
    params: { id: orderId },
    body: { transactionId },
  });

async function state(orderId: string, intentId: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const ledger = await db
    .select()
    .from(payments)
    .where(or(eq(payments.orderId, orderId), eq(payments.intentId, intentId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const succeeded = ledger.filter((row) => row.eventType === "succeeded");
  await runQueuedJobs();
  const paymentMails = smtp.mails.filter(
    (mail) => mail.subject.startsWith("Payment received") && mail.text.includes(orderId),
  );
  return { order, ledger, succeeded, paymentMails };
}

describe("payment_intent.succeeded", () => {
  it("marks the order paid once, however often and in whatever order it is reported", async () => {
    const { order, intent } = await paidAtStripe();
    const first = event("payment_intent.succeeded", intent);
    const eventId = JSON.parse(first).id as string;
    expect(await deliver(first)).toEqual(
      expect.objectContaining({ status: 200, body: { received: true } }),
    );
    let now = await state(order._id, intent.id);
    expect(now.order).toMatchObject({ paid: true, transactionId: intent.id });
    expect(now.succeeded).toEqual([
      expect.objectContaining({
        provider: "stripe",
        intentId: intent.id,
        orderId: order._id,
        amountCents: intent.amount,
        providerEventId: eventId,
      }),
    ]);
    expect(now.paymentMails).toHaveLength(1);
    expect(now.paymentMails[0]!.text).toContain(`Transaction id: ${intent.id}`);
    const paidRow = now.order;

    expect((await deliver(first)).status).toBe(200); // the same event, redelivered
    expect((await deliver(event("payment_intent.succeeded", intent))).status).toBe(200);
    expect(await markPaid(order._id, intent.id)).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    now = await state(order._id, intent.id);
    expect(now.order).toEqual(paidRow);
    expect(now.succeeded).toHaveLength(1);
    expect(now.succeeded[0]!.providerEventId).toBe(eventId);
    expect(now.ledger.map((row) => row.eventType)).toEqual(["intent_created", "succeeded"]);
    expect(now.paymentMails).toHaveLength(1);
  });

  it("adds nothing when the client recorded the payment first", async () => {
    const { order, intent } = await paidAtStripe();
    expect(await markPaid(order._id, intent.id)).toMatchObject({ body: { modifiedCount: 1 } });
    expect((await deliver(event("payment_intent.succeeded", intent))).status).toBe(200);
    const now = await state(order._id, intent.id);
    expect(now.order).toMatchObject({ paid: true, transactionId: intent.id });
    expect(now.succeeded).toEqual([expect.objectContaining({ providerEventId: null })]);
    expect(now.paymentMails).toHaveLength(1);
  });

  it("pays the order once when the webhook and the client arrive at the same time", async () => {
    const { order, intent } = await paidAtStripe();
    const [webhook, client] = await Promise.all([
      deliver(event("payment_intent.succeeded", intent)),
      markPaid(order._id, intent.id),
    ]);
    expect([webhook.status, client.body]).toEqual([200, { modifiedCount: 1 }]);
    const now = await state(order._id, intent.id);
    expect(now.order).toMatchObject({ paid: true, transactionId: intent.id });
    expect(now.succeeded).toHaveLength(1);
    expect(now.paymentMails).toHaveLength(1);
  });

  it("keeps the order unpaid when the amount is not the order's total", async () => {
    const { order, intent } = await paidAtStripe();
    const other = { ...intent, id: `${intent.id}_other`, amount: intent.amount - 1 };
    const payload = event("payment_intent.succeeded", other);
    expect((await deliver(payload)).status).toBe(200);
    const now = await state(order._id, intent.id);
    expect(now.order).toMatchObject({ paid: false, transactionId: null });
    expect(now.paymentMails).toHaveLength(0);
  });
});

describe("payment_intent.succeeded that is not the order's own payment", () => {
  it.each<[string, (intent: FakeIntent) => FakeIntent, RegExp]>([
    [
      "another intent whose metadata names the order",
      (intent) => ({ ...intent, id: `${intent.id}_foreign` }),
      /^Not the order's own payment intent/,
    ],
    [
      "the order's intent, paid in another currency",
      (intent) => ({ ...intent, currency: "eur" }),
      /^Paid in eur, not the shop's currency \(usd\)$/,
    ],
    [
      "the order's intent, for another amount",
      (intent) => ({ ...intent, amount: intent.amount - 1 }),
      /^Paid \d+ cents, not the order's total of \d+ cents$/,
    ],
  ])("%s: recorded in the ledger with the reason, the order stays unpaid", async (_, make, why) => {
    const { order, intent } = await paidAtStripe();
    const paid = make(intent);
    const payload = event("payment_intent.succeeded", paid);

    expect(await deliver(payload)).toMatchObject({ status: 200, body: { received: true } });
    expect((await deliver(payload)).status).toBe(200); // redelivered: still recorded once

    const now = await state(order._id, paid.id);
    expect(now.order).toMatchObject({ paid: false, transactionId: null });
    expect(now.paymentMails).toHaveLength(0);
    expect(now.succeeded).toEqual([
      expect.objectContaining({
        provider: "stripe",
        intentId: paid.id,
        orderId: order._id,
        amountCents: paid.amount,
        providerEventId: JSON.parse(payload).id,
        detail: expect.stringMatching(why),
      }),
    ]);
  });
});

describe("payment_intent.payment_failed", () => {
  it("is recorded after a success that arrived first, and never unpays the order", async () => {
    const { order, intent } = await paidAtStripe();
    expect((await deliver(event("payment_intent.succeeded", intent))).status).toBe(200);
    const failure = {
      ...intent,
      status: "requires_payment_method",
      last_payment_error: { message: "Your card was declined." },
    } as Partial<FakeIntent> & { id: string };
    const failedEvent = event("payment_intent.payment_failed", failure);
    expect((await deliver(failedEvent)).status).toBe(200);
    expect((await deliver(failedEvent)).status).toBe(200);
    const now = await state(order._id, intent.id);
    expect(now.order).toMatchObject({ paid: true, transactionId: intent.id });
    expect(now.ledger.filter((row) => row.eventType === "failed")).toEqual([
      expect.objectContaining({
        intentId: intent.id,
        orderId: order._id,
        providerEventId: JSON.parse(failedEvent).id,
        detail: "Your card was declined.",
      }),
    ]);
  });
});

describe("deliveries that are refused or ignored", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const tamper = (payload: string) => payload.replace(/"amount":(\d+)/, '"amount":1$1');
  /** Each case turns the genuine body into what is sent: [body, Stripe-Signature header]. */
  it.each<[string, (payload: string) => [string, string | null]]>([
    ["a bad signature", (p) => [p, `t=${now()},v1=${"0".repeat(64)}`]],
    ["no Stripe-Signature header", (p) => [p, null]],
    ["a signature made with another secret", (p) => [p, signWebhook(p, { secret: "whsec_x" })]],
    ["a tampered body", (p) => [tamper(p), signWebhook(p)]],
    [
      "a stale timestamp (past the 300 s tolerance)",
      (p) => [p, signWebhook(p, { timestamp: now() - 301 })],
    ],
  ])("%s → 400 and nothing written", async (_label, forge) => {
    const { order, intent } = await paidAtStripe();
    const before = await state(order._id, intent.id);
    const [body, signature] = forge(event("payment_intent.succeeded", intent));
    const answer = await deliver(body, signature);
    expect(answer).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect(await state(order._id, intent.id)).toEqual(before);
    expect(before.order?.paid).toBe(false);
  });

  it("answers 404 when no webhook secret is configured", async () => {
    const { order, intent } = await paidAtStripe();
    const before = await state(order._id, intent.id);
    stripe.configure({ webhookSecret: false });
    try {
      expect((await deliver(event("payment_intent.succeeded", intent))).status).toBe(404);
    } finally {
      stripe.configure();
    }
    expect(await state(order._id, intent.id)).toEqual(before);
  });

  it.each(["charge.refunded", "customer.created", "payment_intent.created"])(
    "ignores %s (200) and writes nothing",
    async (type) => {
      const { order, intent } = await paidAtStripe();
      const before = await state(order._id, intent.id);
      expect(await deliver(event(type, intent))).toMatchObject({
        status: 200,
        body: { received: true },
      });
      expect(await state(order._id, intent.id)).toEqual(before);
    },
  );
});

describe("payment_intent.succeeded after the order expired and its stock was sold", () => {
  it("owes the refund in the settling transaction; the job retries a refused refund and makes it once", async () => {
    const { order, intent } = await paidAtStripe();
    const db = await getDb();
    // The hold ends, the sweep expires the order, and its pieces are sold meanwhile.
    await db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order._id));
    await expireOverdueOrders();
    const [part] = await db.select().from(parts).where(eq(parts.id, partId));
    await db.update(parts).set({ availableQty: 0 }).where(eq(parts.id, partId));
    stripe.refuseRefunds({ type: "api_error", message: "Stripe is briefly unavailable." });
    try {
      expect((await deliver(event("payment_intent.succeeded", intent))).status).toBe(200);
      await runQueuedJobs();
      expect((await state(order._id, intent.id)).order).toMatchObject({
        paid: false,
        refundPending: true,
        transactionId: intent.id,
      });
      // The refund job ran and was refused: the refund is owed still, and will be tried again.
      const refundJob = await lateRefundJob(order._id);
      expect(refundJob).toMatchObject({ state: "retry" });
      expect(stripe.refunds.filter((refund) => refund.payment_intent === intent.id)).toEqual([]);

      stripe.refuseRefunds(null);
      await db.execute(
        sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${refundJob!.id}::uuid`,
      );
      await runQueuedJobs();
      const now = await state(order._id, intent.id);
      expect(now.order).toMatchObject({ paid: false, refundPending: false });
      expect(now.ledger.map((row) => row.eventType)).toEqual([
        "intent_created",
        "succeeded",
        "refunded",
      ]);
      expect(stripe.refunds.filter((refund) => refund.payment_intent === intent.id)).toEqual([
        expect.objectContaining({ amount: intent.amount }),
      ]);
      expect(await lateRefundJob(order._id)).toMatchObject({ state: "completed" });
      expect(
        smtp.mails.filter(
          (mail) => mail.subject.endsWith("was refunded") && mail.text.includes(order._id),
        ),
      ).toHaveLength(1);
    } finally {
      stripe.refuseRefunds(null);
      await db.update(parts).set({ availableQty: part!.availableQty }).where(eq(parts.id, partId));
    }
  });
});

async function lateRefundJob(orderId: string) {
  const result = await (
    await getDb()
  ).execute(
    sql`SELECT id::text, state::text FROM pgboss.job
        WHERE name = 'late-refund' AND data->>'orderId' = ${orderId}`,
  );
  return rowsOf<{ id: string; state: string }>(result)[0];
}
