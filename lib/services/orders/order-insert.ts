import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { takeForOrder } from "@/lib/services/stock";
import { recordOrderEvent } from "@/lib/services/order-events";
import { orderEventDetails } from "@/lib/validation/order-event-texts";
import { orders } from "@/models";

export interface OrderLine {
  partId: string;
  quantity: number;
  /** The unit price the client saw (base or its price break); omitted, any current price goes. */
  expectedPriceCents?: number;
}

export interface OrderPlacement {
  buyer: Pick<Actor, "uid" | "name" | "email">;
  shipping: { address: string; phone: string };
  holdSeconds: number;
  checkoutId?: string;
}

/**
 * Places one order line inside the caller's transaction: the conditional stock update and the
 * insert that reads its result are one statement (a data-modifying CTE), so overselling is
 * impossible under concurrency. Answers the order's row, or undefined when the part's stock,
 * rules or price did not allow it (and then nothing changed). A placed order gets its 'placed'
 * event in the same transaction.
 */
export async function insertOrderLine(tx: Tx, line: OrderLine, placement: OrderPlacement) {
  const { buyer, shipping, holdSeconds, checkoutId } = placement;
  const taken = takeForOrder(tx, line);
  const [inserted] = await tx
    .with(taken)
    .insert(orders)
    .select((qb) =>
      qb
        .select({
          id: sql`${crypto.randomUUID()}`.as("id"),
          uid: sql`${buyer.uid}`.as("uid"),
          authorName: sql`${buyer.name}`.as("author_name"),
          authorEmail: sql`${buyer.email}`.as("author_email"),
          partId: taken.partId,
          productName: taken.productName,
          productImage: taken.productImage,
          priceCents: taken.priceCents,
          listPriceCents: taken.listPriceCents,
          orderQty: sql`${line.quantity}::integer`.as("order_qty"),
          phone: sql`${shipping.phone}`.as("phone"),
          address: sql`${shipping.address}`.as("address"),
          // INSERT … SELECT names every column, in the table's order: these are its defaults.
          paymentIntentId: sql`null`.as("payment_intent_id"),
          transactionId: sql`null`.as("transaction_id"),
          paid: sql`false`.as("paid"),
          paidAt: sql`null`.as("paid_at"),
          shipped: sql`false`.as("shipped"),
          refundPending: sql`false`.as("refund_pending"),
          holdUntil: sql`now() + ${holdSeconds}::double precision * interval '1 second'`.as(
            "hold_until",
          ),
          expiredAt: sql`null`.as("expired_at"),
          checkoutId: sql`${checkoutId ?? null}`.as("checkout_id"),
          createdAt: sql`now()`.as("created_at"),
        })
        .from(taken),
    )
    .returning();
  if (inserted)
    await recordOrderEvent(tx, {
      type: "placed",
      order: inserted,
      actor: buyer,
      detail: orderEventDetails.placed(inserted.orderQty, inserted.priceCents),
    });
  return inserted;
}
