import "server-only";
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { toOrderJson } from "@/domains/ordering/order-json";
import { expiredMail } from "@/lib/mail/order-mails";
import { putBack, stockChanged } from "@/domains/catalog/server";
import { recordOrderEvents } from "@/domains/ordering/server/order-events";
import { orderEventDetails } from "@/domains/ordering/order-event-texts";
import { orders } from "@/models";
import { queueMail } from "@/lib/jobs/mail";

/** Orders expired per run; a longer backlog is taken by the next runs. */
const BATCH = 500;

/** Unpaid, not expired, no refund under way, and its hold ran out by `now`. */
function overdue(now: Date) {
  // Orders placed before holds existed have none: they are held from when they were placed.
  const placedBefore = new Date(now.getTime() - config().orderHoldMinutes * 60_000);
  return and(
    eq(orders.paid, false),
    isNull(orders.expiredAt),
    eq(orders.refundPending, false),
    eq(orders.onAccount, false),
    or(
      lte(orders.holdUntil, now),
      and(isNull(orders.holdUntil), lte(orders.createdAt, placedBefore)),
    ),
  );
}

/**
 * Expires the unpaid orders whose hold has run out: each is marked expired and its quantity goes
 * back on the shelf in the same transaction, and its customer gets a mail once that commits. The
 * order stays, shown as expired. Safe to run anywhere and at once: the conditional update expires
 * an order once, and a payment that arrives meanwhile either wins (the order stays paid) or finds
 * the order expired and settles it as late (see payments' settlement).
 */
export async function expireOverdueOrders(now: Date = new Date()): Promise<{ expired: number }> {
  const db = await getDb();
  const expired = await db.transaction(async (tx) => {
    // Rows another sweep is expiring right now are skipped rather than waited for.
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(overdue(now))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const rows = await tx
      .update(orders)
      .set({ expiredAt: now })
      .where(and(inArray(orders.id, due), overdue(now)))
      .returning();
    for (const row of rows) await putBack(tx, row);
    await recordOrderEvents(
      tx,
      rows.map((row) => ({
        type: "expired" as const,
        order: row,
        actor: null,
        detail: orderEventDetails.expired,
      })),
    );
    for (const mail of expiryMails(rows)) await queueMail(tx, mail);
    return rows;
  });
  if (expired.length === 0) return { expired: 0 };
  stockChanged(expired.map((row) => row.partId));
  return { expired: expired.length };
}

/** One mail per purchase: a single order's own, or one for a checkout's lines that expired together. */
function expiryMails(expired: (typeof orders.$inferSelect)[]) {
  const byPurchase = new Map<string, (typeof orders.$inferSelect)[]>();
  for (const row of expired) {
    const purchaseId = row.checkoutId ?? row.id;
    byPurchase.set(purchaseId, [...(byPurchase.get(purchaseId) ?? []), row]);
  }
  return [...byPurchase.values()].map((rows) => expiredMail(rows.map(toOrderJson)));
}
