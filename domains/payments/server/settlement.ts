import "server-only";
import { isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/log";
import { toOrderJson } from "@/domains/ordering";
import { paidMail } from "@/lib/mail/order-mails";
import type { PaymentProvider, ProviderIntent } from "@/lib/payments/provider";
import { orderMessages } from "@/domains/ordering";
import {
  purchaseLines,
  subjectOf,
  sumCents,
  type OrderRow,
  type Purchase,
} from "@/domains/ordering/server";
import { orders } from "@/models";
import { recordOrderEvents } from "@/domains/ordering/server";
import { orderEventDetails } from "@/domains/ordering";
import { ledgerSubject, recordPaymentEvent } from "./ledger";
import { settleLate } from "./late-payments";
import { paidByIntent, updateUnpaid } from "./paid-by-intent";
import { kindOf, owedOrders } from "./purchase-kinds";
import { queueMail } from "@/lib/jobs/mail";

/**
 * Asks the provider about the intent the client names: it must exist, be this purchase's, be
 * for the right sum and have succeeded. A client's word alone proves nothing.
 */
export async function confirmedIntent(
  provider: PaymentProvider,
  purchase: Purchase,
  intentId: string,
): Promise<ProviderIntent> {
  const intent = await provider.retrieveIntent(intentId);
  const rows = await purchaseLines(purchase);
  const matches =
    intent !== null &&
    intent[purchase.kind === "order" ? "orderId" : "checkoutId"] === purchase.id &&
    intent.status === "succeeded" &&
    kindOf(purchase).covers(rows, intent);
  if (!matches) throw new AppError(402, orderMessages.paymentNotConfirmed);
  return intent;
}

/**
 * Records a purchase's confirmed payment (one ledger row) and marks every order it pays as paid,
 * in one statement, inside the caller's transaction. Client, webhook and test provider all come
 * here; the ledger keeps one success per intent and the conditional update pays each order
 * once, whoever arrives first. When lines expired meanwhile, they are settled as late, all lines
 * or none. Answers the orders this call paid (or that now owe a refund).
 */
export async function settleWithin(
  tx: Tx,
  provider: PaymentProvider["name"],
  purchase: Purchase,
  intent: ProviderIntent,
  providerEventId?: string,
) {
  const rows = await purchaseLines(purchase, { tx, lock: true });
  const ledger = await recordPaymentEvent(tx, {
    provider,
    intentId: intent.id,
    ...ledgerSubject(purchase),
    eventType: "succeeded",
    amountCents: intent.amountCents,
    providerEventId,
  });
  // What the intent was made for: the unpaid lines (some may have expired since).
  const owed = owedOrders(rows).filter((row) => row.transactionId !== intent.id);
  let changed: OrderRow[] = [];
  if (owed.length > 0 && sumCents(owed) === intent.amountCents)
    changed = owed.every((row) => !row.expiredAt)
      ? await updateUnpaid(tx, owed, paidByIntent(intent.id), isNull(orders.expiredAt))
      : await settleLate(tx, purchase, owed, intent);
  else if (rows.some((row) => !row.paid && row.refundPending && row.transactionId !== intent.id))
    logger.error(
      { ...subjectOf(purchase), intentId: intent.id },
      "A second late payment arrived while another was being refunded; refund it by hand",
    );
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
    await queueMail(tx, paidMail(changed.map(toOrderJson), intent.id));
  const paidByThisIntent = await paidBy(tx, purchase, intent.id);
  return { ledgerId: ledger.id, changed, paidByThisIntent };
}

async function paidBy(tx: Tx, purchase: Purchase, intentId: string): Promise<boolean> {
  const its = (await purchaseLines(purchase, { tx })).filter(
    (row) => row.transactionId === intentId,
  );
  return its.length > 0 && its.every((row) => row.paid);
}

/** settleWithin in a transaction of its own (which queues its mail or its refund). */
export async function settlePayment(
  provider: PaymentProvider["name"],
  purchase: Purchase,
  intent: ProviderIntent,
  providerEventId?: string,
): Promise<{ ledgerId: string | null; paidByThisIntent: boolean }> {
  const db = await getDb();
  const settled = await db.transaction((tx) =>
    settleWithin(tx, provider, purchase, intent, providerEventId),
  );
  return { ledgerId: settled.ledgerId, paidByThisIntent: settled.paidByThisIntent };
}
