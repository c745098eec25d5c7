// What the returns tests share: delivered orders, the returns calls as a browser makes them.
import { and, eq, sql } from "drizzle-orm";
import { GET as listRoute, POST as requestRoute } from "@/app/api/returns/route";
import { GET as detailRoute, PATCH as moveRoute } from "@/app/api/returns/[id]/route";
import { GET as labelRoute } from "@/app/api/returns/[id]/label/route";
import { GET as reviewRoute } from "@/app/api/returns/fitment-review/route";
import type { ReturnJson } from "@/domains/returns";
import { getDb } from "@/lib/db";
import { orderEvents, orders, returns } from "@/models";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { createPart, paidOrder, shipOrder, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

export type Headers = Record<string, string>;

export const requestReturn = (headers: Headers, body: unknown) =>
  callRoute(requestRoute, "/api/returns", { method: "POST", headers, body });

export const listReturns = (headers: Headers, query = "") =>
  callRoute(listRoute, `/api/returns${query ? `?${query}` : ""}`, { headers });

export const returnOf = (headers: Headers, id: string) =>
  callRoute(detailRoute, `/api/returns/${id}`, { headers, params: { id } });

export const moveReturn = (headers: Headers, id: string, body: unknown) =>
  callRoute(moveRoute, `/api/returns/${id}`, { method: "PATCH", headers, body, params: { id } });

export const labelOf = (headers: Headers, id: string) =>
  callRoute(labelRoute, `/api/returns/${id}/label`, { headers, params: { id } });

export const fitmentReviewOf = (headers: Headers) =>
  callRoute(reviewRoute, "/api/returns/fitment-review", { headers });

/** A customer with bearer headers, and the shop's admin. */
export async function people() {
  const customer = await createUser();
  const other = await createUser();
  const admin = await demoUser(demo.admin);
  return {
    customer: { ...customer, headers: await headersOf(customer) },
    other: { ...other, headers: await headersOf(other) },
    admin: { ...admin, headers: await headersOf(admin) },
  };
}

/** An order paid by card and shipped: `quantity` pieces at `priceCents`, `coreCents` deposit. */
export async function deliveredOrder(
  buyer: Buyer,
  admin: Buyer,
  { priceCents = 10_000, quantity = 4, coreCents = 0, availableQty = 100 } = {},
) {
  const part = await createPart({ priceCents, orderQty: 1, availableQty });
  const { order, intentId } = await paidOrder(buyer, part, quantity);
  const shipped = await shipOrder(admin, order._id);
  if (shipped.status !== 200) throw new Error(`shipping: ${JSON.stringify(shipped.body)}`);
  if (coreCents > 0)
    await (
      await getDb()
    )
      .update(orders)
      .set({ coreChargeCents: coreCents })
      .where(eq(orders.id, order._id));
  return { order, part, intentId };
}

/** Moves the order's shipping (and its promised day) this many days into the past. */
export async function shippedDaysAgo(orderId: string, days: number) {
  const db = await getDb();
  await db
    .update(orderEvents)
    .set({ createdAt: sql`now() - make_interval(days => ${days}::integer)` })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "shipped")));
  await db.update(orders).set({ deliveryBy: null }).where(eq(orders.id, orderId));
}

/** Opens a return that must succeed. */
export async function opened(headers: Headers, body: Record<string, unknown>) {
  const answer = await requestReturn(headers, body);
  if (answer.status !== 201) throw new Error(`return: ${JSON.stringify(answer.body)}`);
  return answer.body as ReturnJson;
}

/** Moves a return through these statuses, each of which must succeed. */
export async function movedThrough(headers: Headers, id: string, statuses: string[]) {
  let last: unknown;
  for (const status of statuses) {
    const answer = await moveReturn(headers, id, { status });
    if (answer.status !== 200) throw new Error(`${status}: ${JSON.stringify(answer.body)}`);
    last = answer.body;
  }
  return last as ReturnJson;
}

export async function returnsOfOrder(orderId: string) {
  return (await getDb()).select().from(returns).where(eq(returns.orderId, orderId));
}
