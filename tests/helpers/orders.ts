import fs from "node:fs";
import { numberColumns } from "@/domains/catalog/part-number";
import path from "node:path";
import { asc, eq, getTableColumns } from "drizzle-orm";
import { GET as getOrders, POST as postOrder } from "@/app/api/orders/route";
import { PATCH as patchPaid } from "@/app/api/orders/paid/[id]/route";
import { DELETE as deleteOrderRoute } from "@/app/api/orders/[id]/route";
import { PATCH as patchShipped } from "@/app/api/orders/shipped/[id]/route";
import { POST as postIntent } from "@/app/api/payment/create-payment-intent/route";
import { POST as postConfirm } from "@/app/api/payment/test-provider/confirm/route";
import type { OrderJson } from "@/domains/ordering/order-json";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { orders, parts, payments, testPaymentIntents, users, type PriceTier } from "@/models";
import { callRoute } from "./call-route";
import { headersOf } from "./tokens";
import { runQueuedJobs } from "./jobs";

export type PartRow = Omit<typeof parts.$inferSelect, "searchVector" | "mentionedKeys">;

/** A part's row without what PostgreSQL derives for search (it changes with the words). */
const storedColumns = Object.fromEntries(
  Object.entries(getTableColumns(parts)).filter(
    ([name]) => name !== "searchVector" && name !== "mentionedKeys",
  ),
) as Omit<ReturnType<typeof getTableColumns<typeof parts>>, "searchVector" | "mentionedKeys">;

export interface Buyer {
  uid: string;
  email: string;
  name: string;
}

/** Stripe's test numbers, as the test provider knows them. */
export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
} as const;

/** DELETE /api/orders/{id} */
export async function removeOrder(caller: { uid: string } | null, orderId: string) {
  return callRoute(deleteOrderRoute, `/api/orders/${orderId}`, {
    method: "DELETE",
    headers: await headersOf(caller),
    params: { id: orderId },
  });
}

/** PATCH /api/orders/shipped/{id} */
export async function shipOrder(
  caller: { uid: string } | null,
  orderId: string,
  body: unknown = { shipped: true },
) {
  return callRoute(patchShipped, `/api/orders/shipped/${orderId}`, {
    method: "PATCH",
    headers: await headersOf(caller),
    params: { id: orderId },
    body,
  });
}

let madeParts = 0;
/** A part of its own for a test, so no test depends on another's stock. */
export async function createPart({
  priceCents = 1234,
  orderQty = 10,
  availableQty = 1000,
  orderMultiple = 1,
  priceTiers = [] as PriceTier[],
  coreChargeCents = 0,
} = {}): Promise<PartRow> {
  madeParts += 1;
  const db = await getDb();
  const [row] = await db
    .insert(parts)
    .values({
      productName: `Test Part ${madeParts}`,
      productDescription: "A part made by a test.",
      priceCents,
      minOrderQty: orderQty,
      orderMultiple,
      priceTiers,
      coreChargeCents,
      availableQty,
      image: `/images/parts/test-${madeParts}.svg`,
      creatorName: "Tests",
      creatorUid: "tests",
      partNumber: `TP-${madeParts}-${process.pid}`,
      brand: "Testbrand",
      category: "Other › General",
      ...numberColumns(`TP-${madeParts}-${process.pid}`, []),
    })
    .returning(storedColumns);
  return row!;
}

/** The body the original client sends to POST /api/orders (numbers as strings, as it did). */
export function orderBody(buyer: Buyer, part: PartRow, orderQty: unknown = part.minOrderQty) {
  return {
    uid: buyer.uid,
    author: { name: buyer.name, email: buyer.email },
    productInfo: {
      id: part.id,
      productName: part.productName,
      image: part.image,
      price: String(part.priceCents / 100),
      orderQty: typeof orderQty === "number" ? String(orderQty) : orderQty,
    },
    address: { address: "1 Main St, Detroit", phone: "+1 555 0100" },
  };
}

export async function placeOrder(
  buyer: Buyer,
  body: unknown,
  url = `/api/orders?uid=${buyer.uid}`,
) {
  return callRoute(postOrder, url, { method: "POST", headers: await headersOf(buyer), body });
}

/** Places an order that must succeed, and returns it. */
export async function placedOrder(buyer: Buyer, part: PartRow, orderQty = part.minOrderQty) {
  const placed = await placeOrder(buyer, orderBody(buyer, part, orderQty));
  if (placed.status !== 201) throw new Error(`Order refused: ${JSON.stringify(placed.body)}`);
  return (placed.body as { order: OrderJson }).order;
}

/** GET /api/orders?uid= : the buyer's own orders as My Orders reads them. */
export async function myOrders(buyer: { uid: string }): Promise<OrderJson[]> {
  const answer = await callRoute(getOrders, `/api/orders?uid=${buyer.uid}`, {
    headers: await headersOf(buyer),
  });
  if (answer.status !== 200) throw new Error(`No orders: ${JSON.stringify(answer.body)}`);
  return answer.body as OrderJson[];
}

/** PATCH /api/orders/paid/{id}: the customer reports a payment, as My Orders does after paying. */
export async function claimPaid(buyer: { uid: string }, orderId: string, transactionId: string) {
  return callRoute(patchPaid, `/api/orders/paid/${orderId}`, {
    method: "PATCH",
    headers: await headersOf(buyer),
    params: { id: orderId },
    body: { transactionId, paid: "true" },
  });
}

export async function createIntent(buyer: { uid: string }, body: unknown) {
  return callRoute(postIntent, "/api/payment/create-payment-intent", {
    method: "POST",
    headers: await headersOf(buyer),
    body,
  });
}

/** The order's client secret, which must be given. */
export async function clientSecretFor(buyer: Buyer, order: OrderJson): Promise<string> {
  const intent = await createIntent(buyer, { orderId: order._id, price: order.total });
  if (intent.status !== 200) throw new Error(`No intent: ${JSON.stringify(intent.body)}`);
  return (intent.body as { clientSecret: string }).clientSecret;
}

export const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;

export async function confirmCard(
  buyer: { uid: string },
  clientSecret: string,
  number: string,
  expiry = "12/34",
) {
  return callRoute(postConfirm, "/api/payment/test-provider/confirm", {
    method: "POST",
    headers: await headersOf(buyer),
    body: { clientSecret, card: { number, expiry, cvc: "123" } },
  });
}

/** An order paid with 4242… (the test provider settles it at once); returns it and its intent. */
export async function paidOrder(buyer: Buyer, part: PartRow, orderQty = part.minOrderQty) {
  const order = await placedOrder(buyer, part, orderQty);
  const clientSecret = await clientSecretFor(buyer, order);
  const confirmed = await confirmCard(buyer, clientSecret, CARDS.succeeds);
  if (confirmed.status !== 200) throw new Error(`Not paid: ${JSON.stringify(confirmed.body)}`);
  return { order, intentId: intentIdOf(clientSecret), clientSecret };
}

type OrderInsert = typeof orders.$inferInsert;

/**
 * Orders written straight to the table for this buyer, as orders placed long ago (or in states
 * the API cannot make directly) would be; a row's own fields override the buyer's and the
 * placeholders. Returns the rows written.
 */
export async function insertOrderRows(
  buyer: Buyer,
  rows: (Partial<OrderInsert> & Pick<OrderInsert, "productName" | "priceCents" | "orderQty">)[],
) {
  return (await getDb())
    .insert(orders)
    .values(
      rows.map((row) => ({
        uid: buyer.uid,
        authorName: buyer.name,
        authorEmail: buyer.email,
        productImage: "/uploads/none.png",
        phone: "+1 555 0100",
        address: "1 Test Street",
        ...row,
      })),
    )
    .returning();
}

export async function partRow(id: string) {
  const [row] = await (await getDb()).select(storedColumns).from(parts).where(eq(parts.id, id));
  return row;
}

export async function orderRow(id: string) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function ordersOfPart(partId: string) {
  return (await getDb()).select().from(orders).where(eq(orders.partId, partId));
}

/** The ledger's event types for an order, in the order they were written. */
export async function ledgerOf(orderId: string) {
  return (await getDb())
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function testIntentsOf(orderId: string) {
  return (await getDb())
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.orderId, orderId));
}

/**
 * Every row of the tables an order or payment call may change, and the mails sent (once the
 * queued ones are delivered), to compare before and after.
 */
export async function snapshot() {
  await runQueuedJobs();
  const db = await getDb();
  const outbox = path.join(config().dataDir, "outbox");
  return {
    users: await db.select().from(users).orderBy(asc(users.uid)),
    mails: fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [],
    parts: await db.select().from(parts).orderBy(asc(parts.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    testPaymentIntents: await db
      .select()
      .from(testPaymentIntents)
      .orderBy(asc(testPaymentIntents.id)),
  };
}
