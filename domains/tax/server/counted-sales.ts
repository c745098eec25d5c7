import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { countedAsSold, soldAt } from "@/models/order-sales";
import { orders } from "@/models";

const saleAt = soldAt(orders);

/**
 * The tax report's and the admin overview's one rule (models/order-sales.ts): the orders sold
 * from `start` (included) to `end` (excluded, or now when absent). orders_sold_at_idx serves it,
 * so a period reads its own orders, not the shop's whole history.
 */
export const salesBetween = (start: SQL, end?: SQL): SQL =>
  end
    ? sql`${countedAsSold(orders)} AND ${saleAt} >= ${start} AND ${saleAt} < ${end}`
    : sql`${countedAsSold(orders)} AND ${saleAt} >= ${start}`;
