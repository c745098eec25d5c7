import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { OVERVIEW_STATES, type StateCountJson } from "@/domains/admin/overview-json";
import { orders } from "@/models";

/**
 * How many orders are in each state, counted in one pass with the states of `orderStatus`
 * (lib/contract/order.ts): shipped, else paid, else expired once it has given its stock back,
 * else pending.
 */
export async function ordersByStatus(db: Db): Promise<StateCountJson[]> {
  const result = await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE NOT ${orders.paid} AND ${orders.expiredAt} IS NULL)::int AS pending,
      count(*) FILTER (WHERE ${orders.paid} AND NOT ${orders.shipped})::int AS paid,
      count(*) FILTER (WHERE ${orders.shipped})::int AS shipped,
      count(*) FILTER (WHERE NOT ${orders.paid} AND ${orders.expiredAt} IS NOT NULL)::int AS expired
    FROM ${orders}`);
  const [counts] = rowsOf<Record<StateCountJson["status"], number>>(result);
  return OVERVIEW_STATES.map((status) => ({
    status,
    orders: Number(counts?.[status] ?? 0),
  }));
}
