import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { returns, type orders } from "@/models";

type OrderRow = typeof orders.$inferSelect;

/**
 * How many more pieces of the order may be returned for a reason of this class. Pieces: what was
 * bought minus every return not rejected. Cores: what was bought minus the cores received
 * (cores_returned) minus the core returns still on their way (requested, approved).
 */
export async function piecesLeft(tx: Tx, order: OrderRow, core: boolean): Promise<number> {
  const [taken] = await tx
    .select({ quantity: sql<number>`coalesce(sum(${returns.quantity}), 0)::integer` })
    .from(returns)
    .where(
      and(
        eq(returns.orderId, order.id),
        core ? eq(returns.reason, "core") : ne(returns.reason, "core"),
        core ? inArray(returns.status, ["requested", "approved"]) : ne(returns.status, "rejected"),
      ),
    );
  const open = Number(taken?.quantity ?? 0);
  return core ? order.orderQty - order.coresReturned - open : order.orderQty - open;
}
