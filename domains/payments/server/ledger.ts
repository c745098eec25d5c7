import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { subjectOf, type Purchase } from "@/domains/ordering/server";
import { payments } from "@/models";

type PaymentEventType = (typeof payments.$inferInsert)["eventType"];

/** The ledger's columns for a purchase: an order's id, or a checkout's (one row for its orders). */
export const ledgerSubject = (purchase: Purchase) => ({
  orderId: null,
  checkoutId: null,
  ...subjectOf(purchase),
});

export interface PaymentEvent {
  provider: "stripe" | "test";
  intentId: string;
  orderId: string | null;
  /** Set for a checkout's payment: one row for all its orders (orderId null). */
  checkoutId?: string | null;
  eventType: PaymentEventType;
  amountCents: number;
  /** The provider's event id (webhooks); a redelivered event is then kept once. */
  providerEventId?: string;
  detail?: string;
}

/**
 * Appends an event to the payments ledger, once: a redelivered event id, or a second success or
 * refund of the same intent, is not written again. Returns the id of the row that holds it.
 */
export async function recordPaymentEvent(
  db: Db | Tx,
  event: PaymentEvent,
): Promise<{ id: string | null; inserted: boolean }> {
  const [row] = await db
    .insert(payments)
    .values({
      ...event,
      checkoutId: event.checkoutId ?? null,
      providerEventId: event.providerEventId ?? null,
      detail: event.detail ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (row) return { id: row.id, inserted: true };
  if (event.eventType !== "succeeded" && event.eventType !== "refunded")
    return { id: null, inserted: false };
  const [existing] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, event.provider),
        eq(payments.intentId, event.intentId),
        eq(payments.eventType, event.eventType),
      ),
    );
  return { id: existing?.id ?? null, inserted: false };
}
