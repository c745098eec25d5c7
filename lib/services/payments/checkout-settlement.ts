import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { toOrderJson } from "@/lib/contract/order";
import { checkoutPaidMail } from "@/lib/mail/checkout-mails";
import type { PaymentProvider, ProviderIntent } from "@/lib/payments/provider";
import { orderMessages } from "@/lib/validation/spec-texts";
import {
  ordersOfCheckout,
  sumCents,
  type CheckoutOrderRow,
  type CheckoutRow,
} from "@/lib/services/checkout/checkout-store";
import { orders } from "@/models";
import { recordOrderEvents } from "@/lib/services/order-events";
import { orderEventDetails } from "@/lib/validation/order-event-texts";
import { recordPaymentEvent } from "./ledger";
import { settleLateCheckout } from "./checkout-late-payments";
import { paidByIntent } from "./paid-by-intent";
import { queueMail } from "@/lib/jobs/mail";

/** What a checkout's intent must pay: its unpaid orders with no refund under way. */
export const owedOrders = (rows: CheckoutOrderRow[]) =>
  rows.filter((row) => !row.paid && !row.refundPending);

/**
 * The intent the client names must exist, be this checkout's, be for what the checkout owes and
 * have succeeded: a client's word alone proves nothing.
 */
export async function confirmedCheckoutIntent(
  provider: PaymentProvider,
  checkout: CheckoutRow,
  intentId: string,
): Promise<ProviderIntent> {
  const intent = await provider.retrieveIntent(intentId);
  const rows = await ordersOfCheckout(checkout.id);
  const owed = owedOrders(rows);
  const paidByIt = rows.some((row) => row.paid && row.transactionId === intentId);
  const matches =
    intent !== null &&
    intent.checkoutId === checkout.id &&
    intent.status === "succeeded" &&
    (paidByIt || intent.amountCents === sumCents(owed));
  if (!matches) throw new AppError(402, orderMessages.paymentNotConfirmed);
  return intent;
}

/**
 * Records a checkout's confirmed payment (one ledger row for all its orders) and marks every
 * order it pays as paid, in one statement, inside the caller's transaction. Client, webhook and
 * test provider all come here; the ledger keeps one success per intent and the conditional
 * update pays each order once, whoever arrives first. When some of the lines expired meanwhile,
 * they are settled as late, all lines or none. Answers the orders this call paid (or that now
 * owe a refund).
 */
export async function settleCheckoutWithin(
  tx: Tx,
  provider: PaymentProvider["name"],
  checkoutId: string,
  intent: ProviderIntent,
  providerEventId?: string,
) {
  const rows = await ordersOfCheckout(checkoutId, { tx, lock: true });
  const ledger = await recordPaymentEvent(tx, {
    provider,
    intentId: intent.id,
    orderId: null,
    checkoutId,
    eventType: "succeeded",
    amountCents: intent.amountCents,
    providerEventId,
  });
  // What the intent was made for: the unpaid lines (some may have expired since).
  const owed = owedOrders(rows).filter((row) => row.transactionId !== intent.id);
  let changed: CheckoutOrderRow[] = [];
  if (owed.length > 0 && sumCents(owed) === intent.amountCents)
    changed = owed.every((row) => !row.expiredAt)
      ? await tx
          .update(orders)
          .set(paidByIntent(intent.id))
          .where(
            and(
              inArray(
                orders.id,
                owed.map((row) => row.id),
              ),
              eq(orders.paid, false),
              isNull(orders.expiredAt),
            ),
          )
          .returning()
      : await settleLateCheckout(tx, owed, intent);
  // One 'paid' event for each order this payment paid (none for a late one owed back), by the
  // customer who paid, whoever (their page, the webhook) reported it.
  await recordOrderEvents(
    tx,
    changed
      .filter((row) => row.paid)
      .map((row) => ({
        type: "paid" as const,
        order: row,
        actor: { uid: row.uid, name: row.authorName },
        detail: orderEventDetails.paid(intent.id),
      })),
  );
  if (changed.length > 0 && changed.every((row) => row.paid))
    await queueMail(tx, checkoutPaidMail(changed.map(toOrderJson), intent.id));
  const paidByThisIntent = await paidBy(tx, checkoutId, intent.id);
  return { ledgerId: ledger.id, changed, paidByThisIntent };
}

async function paidBy(tx: Tx, checkoutId: string, intentId: string): Promise<boolean> {
  const rows = await ordersOfCheckout(checkoutId, { tx });
  const its = rows.filter((row) => row.transactionId === intentId);
  return its.length > 0 && its.every((row) => row.paid);
}

/** settleCheckoutWithin in a transaction of its own (which queues its mail or its refund). */
export async function settleCheckout(
  provider: PaymentProvider["name"],
  checkoutId: string,
  intent: ProviderIntent,
  providerEventId?: string,
): Promise<{ ledgerId: string | null; paidByThisIntent: boolean }> {
  const db = await getDb();
  const settled = await db.transaction((tx) =>
    settleCheckoutWithin(tx, provider, checkoutId, intent, providerEventId),
  );
  return { ledgerId: settled.ledgerId, paidByThisIntent: settled.paidByThisIntent };
}
