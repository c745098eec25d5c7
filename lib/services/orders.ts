import "server-only";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireAdmin, requireSelfOrAdmin, requireUser } from "@/lib/auth/guards";
import { toOrderJson, type OrderJson } from "@/lib/contract/order";
import { orderReceivedMail } from "@/lib/mail/order-mails";
import { sendInBackground } from "@/lib/mail/background";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import { orderMessages } from "@/lib/validation/spec-texts";
import { orderIdSchema, placeOrderSchema } from "@/lib/validation/orders";
import { orders, parts } from "@/models";

/** A uid or email the client names must be the caller's own; the order is always theirs. */
function assertOwnIdentity(user: Actor, named: { uid?: string; email?: string }): void {
  if (named.uid !== undefined && named.uid !== user.uid) throw new AppError(403, FORBIDDEN);
  if (named.email !== undefined && named.email.trim().toLowerCase() !== user.email)
    throw new AppError(403, FORBIDDEN);
}

/**
 * `POST /api/orders?uid=`: the order, at the database's price, and the stock it takes, in one
 * statement: the conditional stock update and the insert that reads its result form a single
 * atomic statement (a data-modifying CTE), so overselling is impossible under concurrency and
 * an order costs one round trip to the database instead of a transaction's five.
 */
export async function placeOrder(
  actor: Actor | null,
  queryUid: string | undefined,
  body: unknown,
): Promise<{ order: OrderJson }> {
  const user = requireUser(actor);
  const input = placeOrderSchema.parse(body);
  assertOwnIdentity(user, { uid: queryUid });
  assertOwnIdentity(user, { uid: input.uid, email: input.author?.email });
  const { id: partId, orderQty, price } = input.productInfo;
  const db = await getDb();
  const taken = db.$with("taken").as(
    db
      .update(parts)
      .set({ availableQty: sql`${parts.availableQty} - ${orderQty}` })
      .where(
        and(
          eq(parts.id, partId),
          gte(parts.availableQty, orderQty),
          lte(parts.orderQty, orderQty),
          price === undefined ? undefined : eq(parts.priceCents, price),
        ),
      )
      .returning({
        partId: parts.id,
        productName: parts.productName,
        productImage: parts.image,
        priceCents: parts.priceCents,
      }),
  );
  const [row] = await db
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
          createdAt: sql`now()`.as("created_at"),
        })
        .from(taken),
    )
    .returning();
  if (!row) throw await whyNotOrderable(db, partId, orderQty, price);
  expireCached(CACHE_TAGS.parts);
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
      orderQty: parts.orderQty,
      availableQty: parts.availableQty,
      priceCents: parts.priceCents,
    })
    .from(parts)
    .where(eq(parts.id, partId));
  if (!part) return new NotFoundError("Part");
  if (orderQty < part.orderQty) return new AppError(400, orderMessages.belowMinimum(part.orderQty));
  if (orderQty > part.availableQty) return new AppError(409, orderMessages.stockOut);
  if (price !== undefined && price !== part.priceCents)
    return new AppError(400, orderMessages.priceChanged);
  // The stock was there a moment ago: another order took it in between.
  return new AppError(409, orderMessages.stockOut);
}

/** `GET /api/orders?uid=`: one's own orders, newest first (an admin may look at anyone's). */
export async function listOrdersOf(actor: Actor | null, uid: string): Promise<OrderJson[]> {
  requireSelfOrAdmin(actor, uid);
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.uid, uid))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrderJson);
}

/** `GET /api/orders/all`: every order, newest first, for the admins' Manage Orders. */
export async function listAllOrders(actor: Actor | null): Promise<OrderJson[]> {
  requireAdmin(actor);
  const db = await getDb();
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrderJson);
}

/** The order row if the actor may see it: their own, or any for an admin. */
export async function findVisibleOrder(actor: Actor | null, orderId: string) {
  const user = requireUser(actor);
  const id = orderIdSchema.parse(orderId);
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new NotFoundError("Order");
  if (row.uid !== user.uid && user.role !== "admin") throw new AppError(403, FORBIDDEN);
  return row;
}

/** `GET /api/orders/{id}`: what the payment screen shows. */
export async function getOrder(actor: Actor | null, orderId: string): Promise<OrderJson> {
  return toOrderJson(await findVisibleOrder(actor, orderId));
}
