import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import {
  toReturnEventJson,
  toReturnJson,
  type ReturnDetailJson,
} from "@/domains/returns/return-json";
import { orders, returnEvents, returns } from "@/models";
import { returnScope } from "./return-access";

/** The return with its order, if the caller may read it; anyone else's is not found (404). */
export async function readableReturn(db: Db | Tx, actor: Actor | null, returnId: string) {
  const user = requireUser(actor);
  const [found] = await db
    .select({ row: returns, order: orders })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(eq(returns.id, returnId), await returnScope(db, user)));
  if (!found) throw new NotFoundError("Return");
  return found;
}

/** `GET /api/returns/{id}`: one return, its part and its history, oldest step first. */
export async function returnDetail(
  actor: Actor | null,
  returnId: string,
): Promise<ReturnDetailJson> {
  const db = await getDb();
  const { row, order } = await readableReturn(db, actor, returnId);
  const events = await db
    .select()
    .from(returnEvents)
    .where(eq(returnEvents.returnId, row.id))
    .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
  return {
    ...toReturnJson(row),
    productName: order.productName,
    timeline: events.map(toReturnEventJson),
  };
}
