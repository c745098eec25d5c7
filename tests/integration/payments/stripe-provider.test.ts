/** @jest-environment node */
// Card payments through Stripe, with Stripe's API played by a local HTTP server (the only thing
// that is fake): the `stripe` package, our adapter and the services all run for real. Amounts,
// idempotency keys, "ask the provider before writing", and refunds before deleting paid orders.
import { and, asc, eq } from "drizzle-orm";
import { DELETE as deleteOrder } from "@/app/api/orders/[id]/route";
import { PATCH as patchPaid } from "@/app/api/orders/paid/[id]/route";
import { POST as postBooking } from "@/app/api/booking/route";
import { POST as createIntent } from "@/app/api/payment/create-payment-intent/route";
import { POST as confirmTest } from "@/app/api/payment/test-provider/confirm/route";
import type { OrderJson } from "@/domains/ordering/order-json";
import { getDb } from "@/lib/db";
import { orders, parts, payments } from "@/models";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { startFakeStripe, type FakeStripe } from "../../helpers/fake-stripe";
import { placedOrder, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

type Part = typeof parts.$inferSelect;

let stripe: FakeStripe;
let part: Part;
let customer: Buyer;
let asCustomer: Record<string, string>, asAdmin: Record<string, string>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.configure();
  const db = await getDb();
  // Sold one by one at one price (its total is price × quantity at any quantity).
  const all = (await db.select().from(parts)).filter(
    (row) => row.orderMultiple === 1 && row.priceTiers.length === 0,
  );
  // The part that can be ordered the most times at its minimum quantity.
  part = all.sort((a, b) => b.availableQty / b.minOrderQty - a.availableQty / a.minOrderQty)[0]!;
  customer = await demoUser(demo.customer);
  asCustomer = await headersOf(customer);
  asAdmin = await headersOf(await demoUser(demo.admin));
});
afterAll(async () => {
  stripe.unconfigure();
  await stripe.close();
});

/** What the customer is charged: the order's total (goods + shipping + tax), in cents. */
const expectedCents = (order: OrderJson) => Math.round(order.total * 100);

const placeOrder = (quantity = part.minOrderQty): Promise<OrderJson> =>
  placedOrder(customer, part, quantity);

const requestIntent = (orderId: string, price?: number) =>
  callRoute(createIntent, "/api/payment/create-payment-intent", {
    method: "POST",
    headers: asCustomer,
    body: price === undefined ? { orderId } : { orderId, price },
  });

async function intentOf(order: OrderJson): Promise<string> {
  const { status, body } = await requestIntent(order._id);
  expect(status).toBe(200);
  return (body as { clientSecret: string }).clientSecret.split("_secret_")[0]!;
}

const book = (orderId: string, transactionId: string) =>
  callRoute(postBooking, `/api/booking?id=${orderId}`, {
    method: "POST",
    headers: asCustomer,
    body: { transactionId, status: "paid" },
  });

const markPaid = (orderId: string, transactionId: string) =>
  callRoute(patchPaid, `/api/orders/paid/${orderId}`, {
    method: "PATCH",
    headers: asCustomer,
    params: { id: orderId },
    body: { transactionId, paid: "true" },
  });

async function rows(orderId: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [stock] = await db.select().from(parts).where(eq(parts.id, part.id));
  const ledger = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return { order, availableQty: stock?.availableQty, ledger };
}

async function paidOrder(): Promise<{ order: OrderJson; intentId: string }> {
  const order = await placeOrder();
  const intentId = await intentOf(order);
  stripe.succeed(intentId);
  expect(await markPaid(order._id, intentId)).toMatchObject({ body: { modifiedCount: 1 } });
  return { order, intentId };
}

describe("the PaymentIntent", () => {
  it("is created at Stripe for the order's total in cents, in usd, keyed by the order", async () => {
    const quantity = part.minOrderQty * 2 + 1;
    const order = await placeOrder(quantity);
    expect(Math.round(order.subtotal * 100)).toBe(part.priceCents * quantity);
    expect(order.total).toBe(Math.round((order.subtotal + order.shipping + order.tax) * 100) / 100);
    const first = await requestIntent(order._id, order.total);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ clientSecret: expect.any(String), provider: "stripe" });

    const creates = stripe.requestsTo("POST /v1/payment_intents");
    expect(creates).toHaveLength(1);
    expect(creates[0]!.form).toMatchObject({
      amount: String(expectedCents(order)),
      currency: "usd",
      "metadata[orderId]": order._id,
    });
    expect(Object.entries(creates[0]!.form)).toContainEqual([
      expect.stringMatching(/^allowed_payment_method_types\[\d*\]$/),
      "card",
    ]);
    expect(creates[0]!.idempotencyKey).toBe(`order-${order._id}`);
    const intentId = (first.body as { clientSecret: string }).clientSecret.split("_secret_")[0]!;
    expect(stripe.intents.get(intentId)?.amount).toBe(expectedCents(order));

    const again = await requestIntent(order._id);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(stripe.requestsTo("POST /v1/payment_intents")).toHaveLength(1);
    const { order: row, ledger } = await rows(order._id);
    expect(row?.paymentIntentId).toBe(intentId);
    expect(ledger).toEqual([
      expect.objectContaining({
        eventType: "intent_created",
        intentId,
        amountCents: expectedCents(order),
      }),
    ]);
  });

  it("is one intent when two tabs ask at the same time (Stripe's idempotency key)", async () => {
    const order = await placeOrder();
    const [first, second] = await Promise.all([requestIntent(order._id), requestIntent(order._id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    const made = [...stripe.intents.values()].filter((i) => i.metadata.orderId === order._id);
    expect(made).toHaveLength(1);
    expect((await rows(order._id)).ledger).toEqual([
      expect.objectContaining({ eventType: "intent_created", intentId: made[0]!.id }),
    ]);
  });

  it("is refused (400) when the body's price is not the order's total, and none is made", async () => {
    const order = await placeOrder();
    const creates = stripe.requestsTo("POST /v1/payment_intents").length;
    const { status, body } = await requestIntent(order._id, order.total - 0.01);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: expect.stringContaining("order's total") });
    expect(stripe.requestsTo("POST /v1/payment_intents")).toHaveLength(creates);
    expect((await rows(order._id)).ledger).toEqual([]);
  });
});

describe("booking and marking paid ask Stripe first", () => {
  it("answer 402 while the intent needs a card, and record the payment once it succeeded", async () => {
    const order = await placeOrder();
    const intentId = await intentOf(order);
    expect(stripe.intents.get(intentId)?.status).toBe("requires_payment_method");
    expect((await book(order._id, intentId)).status).toBe(402);
    expect((await markPaid(order._id, intentId)).status).toBe(402);
    const unpaid = await rows(order._id);
    expect(unpaid.order).toMatchObject({ paid: false, transactionId: null });
    expect(unpaid.ledger.map((row) => row.eventType)).toEqual(["intent_created"]);

    stripe.succeed(intentId);
    const booking = await book(order._id, intentId);
    expect(booking).toMatchObject({ status: 200, body: { insertedId: expect.any(String) } });
    expect(await markPaid(order._id, intentId)).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    const paid = await rows(order._id);
    expect(paid.order).toMatchObject({ paid: true, transactionId: intentId });
    const successes = paid.ledger.filter((row) => row.eventType === "succeeded");
    expect(successes).toEqual([
      expect.objectContaining({
        id: (booking.body as { insertedId: string }).insertedId,
        provider: "stripe",
        intentId,
        amountCents: expectedCents(order),
      }),
    ]);
  });

  it.each([
    ["an intent that succeeded for another order of the same amount", "other"],
    ["an intent Stripe does not know", "unknown"],
  ])("refuse %s (402)", async (_label, kind) => {
    const order = await placeOrder();
    let intentId = "pi_does_not_exist";
    if (kind === "other") {
      intentId = await intentOf(await placeOrder());
      stripe.succeed(intentId);
    }
    const before = await rows(order._id);
    expect((await book(order._id, intentId)).status).toBe(402);
    expect((await markPaid(order._id, intentId)).status).toBe(402);
    expect(await rows(order._id)).toEqual(before);
  });

  it("the test provider's confirm route is off (404) while Stripe is configured", async () => {
    const order = await placeOrder();
    const intentId = await intentOf(order);
    const clientSecret = stripe.intents.get(intentId)!.client_secret;
    const { status } = await callRoute(confirmTest, "/api/payment/test-provider/confirm", {
      method: "POST",
      headers: asCustomer,
      body: { clientSecret, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" } },
    });
    expect(status).toBe(404);
    expect((await rows(order._id)).order?.paid).toBe(false);
  });
});

describe("an admin deleting a paid order", () => {
  const remove = (orderId: string) =>
    callRoute(deleteOrder, `/api/orders/${orderId}`, {
      method: "DELETE",
      headers: asAdmin,
      params: { id: orderId },
    });

  it("refunds it in full through Stripe, records the refund and returns the stock", async () => {
    const { order, intentId } = await paidOrder();
    const before = await rows(order._id);
    expect(await remove(order._id)).toMatchObject({ status: 200, body: { deletedCount: 1 } });

    const refunds = stripe
      .requestsTo("POST /v1/refunds")
      .filter((request) => request.form.payment_intent === intentId);
    expect(refunds).toEqual([
      expect.objectContaining({
        form: { payment_intent: intentId, amount: String(expectedCents(order)) },
        // One key per attempt, so a refusal is not replayed to a later try.
        idempotencyKey: expect.stringMatching(new RegExp(`^refund-${order._id}-[0-9a-f-]{36}$`)),
      }),
    ]);
    const after = await rows(order._id);
    expect(after.order).toBeUndefined();
    expect(after.availableQty).toBe(before.availableQty! + part.minOrderQty);
    const db = await getDb();
    const refunded = await db
      .select()
      .from(payments)
      .where(and(eq(payments.intentId, intentId), eq(payments.eventType, "refunded")));
    expect(refunded).toEqual([
      expect.objectContaining({ provider: "stripe", amountCents: expectedCents(order) }),
    ]);
  });

  it.each([
    { type: "invalid_request_error", code: "charge_disputed", message: "This charge is disputed." },
    { type: "card_error", code: "expired_or_canceled_card", message: "The card was canceled." },
  ])(
    "keeps the order when Stripe refuses the refund ($type): 409 with the reason",
    async (error) => {
      const { order } = await paidOrder();
      const before = await rows(order._id);
      stripe.refuseRefunds(error);
      try {
        const { status, body } = await remove(order._id);
        expect(status).toBe(409);
        expect(body).toMatchObject({ error: expect.stringContaining(error.message) });
        expect(await rows(order._id)).toEqual(before);
      } finally {
        stripe.refuseRefunds(null);
      }
    },
  );

  it("can try again once Stripe accepts the refund", async () => {
    const { order } = await paidOrder();
    stripe.refuseRefunds({ type: "invalid_request_error", message: "Insufficient balance." });
    expect((await remove(order._id)).status).toBe(409);
    stripe.refuseRefunds(null);
    // Stripe answers a reused idempotency key with the saved first answer for 24 hours, failures
    // included: a retry must not send the key of the refused attempt again.
    expect(await remove(order._id)).toMatchObject({ status: 200, body: { deletedCount: 1 } });
  });
});
