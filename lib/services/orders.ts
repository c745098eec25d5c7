import "server-only";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireAdmin, requireSelfOrAdmin, requireUser } from "@/lib/auth/guards";
import { toOrderJson, type OrderJson } from "@/lib/contract/order";
import { orderReceivedMail } from "@/lib/mail/order-mails";
import { sendInBackground } from "@/lib/mail/background";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import { orderMessages } from "@/lib/validation/messages";
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
 * transaction. The conditional update is what makes overselling impossible under concurrency.
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
  const row = await db.transaction(async (tx) => {
    const [part] = await tx
      .update(parts)
      .set({ availableQty: sql`${parts.availableQty} - ${orderQty}` })
      .where(
        and(eq(parts.id, partId), gte(parts.availableQty, orderQty), lte(parts.orderQty, orderQty)),
      )
      .returning();
    if (!part) throw await whyNotOrderable(tx, partId, orderQty);
    if (price !== undefined && price !== part.priceCents)
      throw new AppError(400, orderMessages.priceChanged);
    const [order] = await tx
      .insert(orders)
      .values({
        uid: user.uid,
        authorName: user.name,
        authorEmail: user.email,
        partId: part.id,
        productName: part.productName,
        productImage: part.image,
        priceCents: part.priceCents,
        orderQty,
        phone: input.address.phone,
        address: input.address.address,
      })
      .returning();
    if (!order) throw new Error("The order insert returned no row");
    return order;
  });
  expireCached(CACHE_TAGS.parts);
  const order = toOrderJson(row);
  sendInBackground(orderReceivedMail(order));
  return { order };
}

async function whyNotOrderable(tx: Tx, partId: string, orderQty: number): Promise<AppError> {
  const [part] = await tx
    .select({ orderQty: parts.orderQty })
    .from(parts)
    .where(eq(parts.id, partId));
  if (!part) return new NotFoundError("Part");
  if (orderQty < part.orderQty) return new AppError(400, orderMessages.belowMinimum(part.orderQty));
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
