import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/log";
import { queueMail } from "@/lib/jobs/mail";
import { paymentProvider } from "@/lib/payments";
import { recordPaymentEvent } from "@/domains/payments/server";
import { recordOrderEvent } from "@/domains/ordering/server";
import { returnEventDetails } from "@/domains/returns/return-texts";
import { orders, payments, returns } from "@/models";
import { returnRefundedMail } from "./return-mails";

/** The ledger's provider event id of a return's refund: its one row, and the proof it was made. */
const refundEventId = (returnId: string) => `return-${returnId}`;

/**
 * The returnRefund job: gives a refunded return's amount back to the card that paid its order,
 * exactly once. Its ledger row says it was done (a second run does nothing); the provider's
 * idempotency key, the return's own, makes a run after one whose answer was lost the same
 * refund. Then the ledger, the order's timeline and the customer's mail, in one transaction.
 */
export async function refundReturn(returnId: string): Promise<void> {
  const db = await getDb();
  const [found] = await db
    .select({ row: returns, order: orders })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(eq(returns.id, returnId), eq(returns.status, "refunded")));
  if (!found || !found.order.transactionId || !found.row.refundCents) return;
  const { row, order } = found;
  const provider = paymentProvider();
  const eventId = refundEventId(row.id);
  const [done] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerEventId, eventId)));
  if (done) return;
  const intentId = order.transactionId!;
  const amountCents = row.refundCents!;
  try {
    await provider.refund({ intentId, amountCents, idempotencyKey: `return-refund-${row.id}` });
  } catch (error) {
    logger.error({ err: error, returnId, intentId }, "A return's refund failed at the provider");
    throw error;
  }
  await db.transaction(async (tx) => {
    const ledger = await recordPaymentEvent(tx, {
      provider: provider.name,
      intentId,
      orderId: order.id,
      eventType: "return_refunded",
      amountCents,
      providerEventId: eventId,
      detail: row.number,
    });
    if (!ledger.inserted) return;
    const detail = returnEventDetails.refunded(row.number, amountCents);
    await recordOrderEvent(tx, { type: "return_refunded", order, actor: null, detail });
    await queueMail(tx, returnRefundedMail(order, row, { card: intentId }));
  });
}
