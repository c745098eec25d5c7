import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireUser } from "@/lib/auth/guards";
import { orderTotalCents } from "@/lib/contract/order";
import { formatDollars } from "@/lib/contract/money";
import { paymentProvider } from "@/lib/payments";
import { orderMessages } from "@/lib/validation/spec-texts";
import { createIntentSchema, orderIdSchema, paymentClaimSchema } from "@/lib/validation/orders";
import { orders } from "@/models";
import { recordPaymentEvent } from "./payment-ledger";
import { confirmedIntent, settlePayment } from "./payment-settlement";

/** Only the customer who placed an order pays for it. */
async function ownOrder(actor: Actor | null, orderId: string) {
  const user = requireUser(actor);
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, orderIdSchema.parse(orderId)));
  if (!order) throw new NotFoundError("Order");
  if (order.uid !== user.uid) throw new AppError(403, FORBIDDEN);
  return order;
}

/**
 * `POST /api/payment/create-payment-intent`: the order's one intent, for the amount the server
 * computes. A returning customer gets the same intent again; a different `price` is refused.
 */
export async function createPaymentIntent(
  actor: Actor | null,
  body: unknown,
): Promise<{ clientSecret: string; provider: "stripe" | "test" }> {
  const input = createIntentSchema.parse(body);
  const order = await ownOrder(actor, input.orderId);
  if (order.paid) throw new AppError(409, orderMessages.alreadyPaid);
  const amountCents = orderTotalCents(order);
  if (input.price !== undefined && Math.round(input.price * 100) !== amountCents)
    throw new AppError(
      400,
      `The amount must be the order's total of $${formatDollars(amountCents / 100)}.`,
    );
  const provider = paymentProvider();
  const existing = order.paymentIntentId
    ? await provider.retrieveIntent(order.paymentIntentId)
    : null;
  if (existing?.status === "succeeded") {
    await settlePayment(provider.name, order, await confirmedIntent(provider, order, existing.id));
    throw new AppError(409, orderMessages.alreadyPaid);
  }
  if (existing && existing.status !== "canceled" && existing.amountCents === amountCents)
    return { clientSecret: existing.clientSecret, provider: provider.name };
  const intent = await provider.createIntent({
    orderId: order.id,
    amountCents,
    // The same key for the same order: two tabs paying at once share one intent.
    idempotencyKey: existing ? `order-${order.id}-after-${existing.id}` : `order-${order.id}`,
  });
  const db = await getDb();
  await db
    .update(orders)
    .set({ paymentIntentId: intent.id })
    .where(and(eq(orders.id, order.id), eq(orders.paid, false)));
  await recordPaymentEvent(db, {
    provider: provider.name,
    intentId: intent.id,
    orderId: order.id,
    eventType: "intent_created",
    amountCents,
    providerEventId: `intent_created:${intent.id}`,
  });
  return { clientSecret: intent.clientSecret, provider: provider.name };
}

/** `POST /api/booking?id=`: records the payment the provider confirms, once. */
export async function recordBooking(
  actor: Actor | null,
  orderId: string,
  body: unknown,
): Promise<{ insertedId: string | null }> {
  const { transactionId } = paymentClaimSchema.parse(body);
  const order = await ownOrder(actor, orderId);
  const provider = paymentProvider();
  const intent = await confirmedIntent(provider, order, transactionId);
  const { ledgerId } = await settlePayment(provider.name, order, intent);
  return { insertedId: ledgerId };
}

/**
 * `PATCH /api/orders/paid/{id}`: marks the order paid once the provider confirms the intent.
 * modifiedCount is 1 when the order is paid by this transaction, whether this call or the
 * booking or webhook before it made the change, so the customer sees the result either way.
 */
export async function markOrderPaid(
  actor: Actor | null,
  orderId: string,
  body: unknown,
): Promise<{ modifiedCount: number }> {
  const { transactionId } = paymentClaimSchema.parse(body);
  const order = await ownOrder(actor, orderId);
  const provider = paymentProvider();
  const intent = await confirmedIntent(provider, order, transactionId);
  const { paidByThisIntent } = await settlePayment(provider.name, order, intent);
  return { modifiedCount: paidByThisIntent ? 1 : 0 };
}
