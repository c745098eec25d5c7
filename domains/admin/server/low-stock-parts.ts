import "server-only";
import { and, asc, count, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { AdminOverview } from "@/domains/admin/overview-json";
import {
  isLowStock,
  lowStockRatioSql,
  lowStockThresholdSql,
  onSale,
} from "@/domains/catalog/server";
import { parts } from "@/models";

const LISTED = 10;

/**
 * The parts on sale below their low-stock threshold, lowest relative to it first, and how many
 * there are in all (read from parts_low_stock_ratio_idx; a retired part is not restocked).
 */
const lowAndOnSale = and(isLowStock, onSale);

export async function lowStockParts(db: Db): Promise<AdminOverview["lowStock"]> {
  const [listed, [counted]] = await Promise.all([
    db
      .select({
        _id: parts.id,
        productName: parts.productName,
        partNumber: parts.partNumber,
        availableQty: parts.availableQty,
        threshold: sql<number>`${lowStockThresholdSql}`.mapWith(Number),
      })
      .from(parts)
      .where(lowAndOnSale)
      .orderBy(lowStockRatioSql, asc(parts.productName), asc(parts.id))
      .limit(LISTED),
    db.select({ count: count() }).from(parts).where(lowAndOnSale),
  ]);
  return { count: counted?.count ?? 0, parts: listed };
}
