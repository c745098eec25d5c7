import "server-only";
import { eq, sql } from "drizzle-orm";
import { config } from "@/lib/config";
import { getDb, type Db } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireUser } from "@/lib/auth/guards";
import { formatDollars } from "@/lib/contract/money";
import { toOrderJson, type OrderJson } from "@/lib/contract/order";
import { orderReceivedMail } from "@/lib/mail/order-mails";
import { sendInBackground } from "@/lib/mail/background";
import { orderMessages } from "@/lib/validation/spec-texts";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import type { PlaceOrderInput } from "@/lib/validation/orders";
import { orders, parts } from "@/models";
import { stockChanged, takeForOrder } from "@/lib/services/stock";
import { assertMayHoldAnother } from "./unpaid-limit";

/** A uid or email the client names must be the caller's own; the order is always theirs. */
function assertOwnIdentity(user: Actor, named: { uid?: string; email?: string }): void {
  if (named.uid !== undefined && named.uid !== user.uid) throw new AppError(403, FORBIDDEN);
  if (named.email !== undefined && named.email.trim().toLowerCase() !== user.email)
    throw new AppError(403, FORBIDDEN);
}

/**
 * `POST /api/orders?uid=`: the order, at the database's price, and the stock it takes, in one
 * statement: the conditional stock update and the insert that reads its result form a single
 * atomic statement (a data-modifying CTE), so overselling is impossible under concurrency. It
 * runs in a short transaction after the customer's count of unpaid orders is checked under
 * their lock. The order holds its stock for ORDER_HOLD_MINUTES, then expires unless paid.
 */
export async function placeOrder(
  actor: Actor | null,
  queryUid: string | undefined,
  input: PlaceOrderInput,
): Promise<{ order: OrderJson }> {
  const user = requireUser(actor);
  assertOwnIdentity(user, { uid: queryUid });
  assertOwnIdentity(user, { uid: input.uid, email: input.author?.email });
  const { id: partId, orderQty, price } = input.productInfo;
  const holdSeconds = config().orderHoldMinutes * 60;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await assertMayHoldAnother(tx, user.uid);
    const taken = takeForOrder(tx, { partId, quantity: orderQty, expectedPriceCents: price });
    const [inserted] = await tx
      .with(taken)
      .insert(orders)
      .select((qb) =>
        qb
          .select({
            id: sql`${crypto.randomUUID()}`.as("id"),
            uid: sql`${user.uid}`.as("uid"),
            authorName: sql`${user.name}`.as("author_name"),
            authorEmail: sql`${user.email}`.as("author_email"),
            partId: taken.partId,
            productName: taken.productName,
            productImage: taken.productImage,
            priceCents: taken.priceCents,
            orderQty: sql`${orderQty}::integer`.as("order_qty"),
            phone: sql`${input.address.phone}`.as("phone"),
            address: sql`${input.address.address}`.as("address"),
            // INSERT … SELECT names every column, in the table's order: these are its defaults.
            paymentIntentId: sql`null`.as("payment_intent_id"),
            transactionId: sql`null`.as("transaction_id"),
            paid: sql`false`.as("paid"),
            shipped: sql`false`.as("shipped"),
            refundPending: sql`false`.as("refund_pending"),
            holdUntil: sql`now() + ${holdSeconds}::double precision * interval '1 second'`.as(
              "hold_until",
            ),
            expiredAt: sql`null`.as("expired_at"),
            createdAt: sql`now()`.as("created_at"),
          })
          .from(taken),
      )
      .returning();
    return inserted;
  });
  if (!row) throw await whyNotOrderable(db, partId, orderQty, price);
  stockChanged([partId]);
  const order = toOrderJson(row);
  sendInBackground(orderReceivedMail(order));
  return { order };
}

/** Why no order was made: checked in the order the client can act on. */
async function whyNotOrderable(
  db: Db,
  partId: string,
  orderQty: number,
  price: number | undefined,
): Promise<AppError> {
  const [part] = await db
    .select({
      minOrderQty: parts.minOrderQty,
      availableQty: parts.availableQty,
      priceCents: parts.priceCents,
    })
    .from(parts)
    .where(eq(parts.id, partId));
  if (!part) return new NotFoundError("Part");
  if (orderQty < part.minOrderQty)
    return new AppError(400, orderMessages.belowMinimum(part.minOrderQty));
  if (part.priceCents * orderQty > MAX_ORDER_TOTAL_CENTS)
    return new AppError(
      400,
      orderMessages.orderTotalTooHigh(formatDollars(MAX_ORDER_TOTAL_CENTS / 100)),
    );
  if (orderQty > part.availableQty) return new AppError(409, orderMessages.stockOut);
  if (price !== undefined && price !== part.priceCents)
    return new AppError(400, orderMessages.priceChanged);
  // The stock was there a moment ago: another order took it in between.
  return new AppError(409, orderMessages.stockOut);
}
