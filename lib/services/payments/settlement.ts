import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { orderTotalCents, toOrderJson } from "@/lib/contract/order";
import { paymentReceivedMail } from "@/lib/mail/order-mails";
import type { PaymentProvider, ProviderIntent } from "@/lib/payments/provider";
import { orderMessages } from "@/lib/validation/spec-texts";
import { readOrder, type OrderRow } from "@/lib/services/order-store";
import { orders } from "@/models";
import { recordOrderEvent } from "@/lib/services/order-events";
import { orderEventDetails } from "@/lib/validation/order-event-texts";
import { recordPaymentEvent } from "./ledger";
import { settleLate } from "./late-payments";
import { paidByIntent } from "./paid-by-intent";
import { queueMail } from "@/lib/jobs/mail";

/**
 * Asks the provider about the intent the client names: it must exist, belong to this order,
 * be for the order's total and have succeeded. A client's word alone proves nothing.
 */
export async function confirmedIntent(
  provider: PaymentProvider,
  order: OrderRow,
  intentId: string,
): Promise<ProviderIntent> {
  const intent = await provider.retrieveIntent(intentId);
  const matches =
    intent !== null &&
    intent.orderId === order.id &&
    intent.amountCents === orderTotalCents(order) &&
    intent.status === "succeeded";
  if (!matches) throw new AppError(402, orderMessages.paymentNotConfirmed);
  return intent;
}

/**
 * Records a confirmed payment and marks its order paid, inside the caller's transaction. Client,
 * webhook and test provider all come here; the ledger keeps one success per intent and the
 * conditional update moves the order to paid exactly once, whoever arrives first. A payment for
 * an order that has expired is settled as late (stock taken again, or a refund owed). Answers
 * the order as this call changed it (`updated`), and whether this intent paid the order.
 */
export async function settleWithin(
  tx: Tx,
  provider: PaymentProvider["name"],
  order: OrderRow,
  intent: ProviderIntent,
  providerEventId?: string,
) {
  const ledger = await recordPaymentEvent(tx, {
    provider,
    intentId: intent.id,
    orderId: order.id,
    eventType: "succeeded",
    amountCents: intent.amountCents,
    providerEventId,
  });
  const [updated] = await tx
    .update(orders)
    .set(paidByIntent(intent.id))
    .where(and(eq(orders.id, order.id), eq(orders.paid, false), isNull(orders.expiredAt)))
    .returning();
  const changed = updated ?? (await settleLate(tx, order.id, intent));
  // The customer paid, whoever (their page, the webhook) reported it.
  if (changed?.paid) {
    await recordOrderEvent(tx, {
      type: "paid",
      order: changed,
      actor: { uid: changed.uid, name: changed.authorName },
      detail: orderEventDetails.paid(intent.id),
    });
    await queueMail(tx, paymentReceivedMail(toOrderJson(changed)));
  }
  const current = changed ?? (await readOrder(order.id, { tx }));
  const paidByThisIntent = current?.paid === true && current.transactionId === intent.id;
  return { ledgerId: ledger.id, updated: changed, paidByThisIntent };
}

/** settleWithin in a transaction of its own, and the customer's mail. */
export async function settlePayment(
  provider: PaymentProvider["name"],
  order: OrderRow,
  intent: ProviderIntent,
  providerEventId?: string,
): Promise<{ ledgerId: string | null; paidByThisIntent: boolean }> {
  const db = await getDb();
  const settled = await db.transaction((tx) =>
    settleWithin(tx, provider, order, intent, providerEventId),
  );
  return { ledgerId: settled.ledgerId, paidByThisIntent: settled.paidByThisIntent };
}
