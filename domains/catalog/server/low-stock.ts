import "server-only";
import { sql } from "drizzle-orm";
import { LOW_STOCK_MINIMUM_ORDERS } from "@/domains/catalog/low-stock";
import { parts } from "@/models";

/**
 * THE stock level under which a part counts as low: its own `low_stock_qty` when an admin has
 * set one, otherwise twice its minimum order (stock for fewer than two minimum orders). Every
 * low-stock figure reads it from here, so changing the rule changes them all.
 */
// The factor is written into the SQL, not bound: the low-stock partial index's predicate
// (models/parts.ts) must match this text for the planner to use it.
export const lowStockThresholdSql = sql<number>`coalesce(${parts.lowStockQty}, ${sql.raw(String(LOW_STOCK_MINIMUM_ORDERS))} * ${parts.minOrderQty})`;

/** The parts whose available stock is below their threshold (a WHERE condition on `parts`). */
export const isLowStock = sql<boolean>`${parts.availableQty} < ${lowStockThresholdSql}`;

/** Stock relative to the level (0 = sold out, 1 = at the level): the overview lists lowest first. */
export const lowStockRatioSql = sql<number>`${parts.availableQty}::float8 / nullif(${lowStockThresholdSql}, 0)`;
