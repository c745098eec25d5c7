import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { orderEventDetails } from "@/domains/ordering";
import { recordOrderEvents, type EventActor } from "@/domains/ordering/server";
import { orders } from "@/models";

/**
 * An invoice settled in full (by a bank payment or a credit note): its checkout's orders on
 * account are paid, each with a "paid" event, in the caller's transaction.
 */
export async function markInvoiceOrdersPaid(
  tx: Tx,
  invoice: { number: string; checkoutId: string | null },
  actor: EventActor,
): Promise<void> {
  if (!invoice.checkoutId) return;
  const paidOrders = await tx
    .update(orders)
    .set({ paid: true, paidAt: new Date() })
    .where(
      and(
        eq(orders.checkoutId, invoice.checkoutId),
        eq(orders.onAccount, true),
        isNull(orders.expiredAt),
      ),
    )
    .returning();
  await recordOrderEvents(
    tx,
    paidOrders.map((order) => ({
      type: "paid" as const,
      order,
      actor,
      detail: orderEventDetails.invoicePaid(invoice.number),
    })),
  );
}
