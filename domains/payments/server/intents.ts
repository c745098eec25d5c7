import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { formatDollars } from "@/lib/money";
import { chargingProvider } from "@/lib/payments";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { checkoutMessages, orderMessages } from "@/domains/ordering";
import type { PaymentIntentInput } from "@/domains/ordering";
import {
  dueOrders,
  keepIntent,
  purchaseFor,
  purchaseLines,
  subjectOf,
  sumCents,
} from "@/domains/ordering/server";
import { recordOrderEvents } from "@/domains/ordering/server";
import { ledgerSubject, recordPaymentEvent } from "./ledger";
import { kindOf } from "./purchase-kinds";
import { confirmedIntent, settlePayment } from "./settlement";

/**
 * `POST /api/payment/create-payment-intent` with `{ orderId }` or `{ checkoutId }`: one intent
 * for what the purchase's lines owe, computed here. A returning customer gets the same intent
 * again while the sum is unchanged; a different `price` is refused.
 */
export async function createIntentFor(
  actor: Actor | null,
  input: PaymentIntentInput,
): Promise<{ clientSecret: string; provider: "stripe" | "test" }> {
  const { price, ...subject } = input;
  const purchase = await purchaseFor(actor, subject, "pay");
  if (purchase.awaitingApproval) throw new AppError(409, checkoutMessages.awaitingApproval);
  // Before anything is written: no intent and no ledger row while payments are not configured.
  const provider = chargingProvider();
  const kind = kindOf(purchase);
  const rows = await purchaseLines(purchase);
  const refusal = kind.refusal(rows);
  if (refusal) throw refusal;
  const due = dueOrders(rows);
  const amountCents = sumCents(due);
  // Orders placed before the order-time cap may exceed what a provider charges in one payment
  // (and what the ledger's amount column holds): refused here, before any intent or ledger row.
  if (amountCents > MAX_ORDER_TOTAL_CENTS)
    throw new AppError(
      422,
      orderMessages.totalAbovePaymentLimit(formatDollars(MAX_ORDER_TOTAL_CENTS / 100)),
    );
  if (price !== undefined && Math.round(price * 100) !== amountCents)
    throw new AppError(400, kind.amountMismatch(amountCents));
  const existing = purchase.paymentIntentId
    ? await provider.retrieveIntent(purchase.paymentIntentId)
    : null;
  if (existing?.status === "succeeded") {
    await settlePayment(
      provider.name,
      purchase,
      await confirmedIntent(provider, purchase, existing.id),
    );
    throw new AppError(409, kind.nothingLeft);
  }
  if (existing && existing.status !== "canceled" && existing.amountCents === amountCents)
    return { clientSecret: existing.clientSecret, provider: provider.name };
  const key = `${purchase.kind}-${purchase.id}`;
  const intent = await provider.createIntent({
    subject: subjectOf(purchase),
    amountCents,
    // Two tabs paying at once share one intent; a changed sum gets a new one.
    idempotencyKey: existing ? `${key}-after-${existing.id}` : key,
  });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await keepIntent(tx, purchase, intent.id);
    const ledger = await recordPaymentEvent(tx, {
      provider: provider.name,
      intentId: intent.id,
      ...ledgerSubject(purchase),
      eventType: "intent_created",
      amountCents,
      providerEventId: `intent_created:${intent.id}`,
    });
    // One event for each order the intent is for; none again for a second tab sharing it.
    if (ledger.inserted)
      await recordOrderEvents(
        tx,
        due.map((row) => ({
          type: "intent_created" as const,
          order: row,
          actor,
          detail: kind.intentCreated(amountCents),
        })),
      );
  });
  return { clientSecret: intent.clientSecret, provider: provider.name };
}
