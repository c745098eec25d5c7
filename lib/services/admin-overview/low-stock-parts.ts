import "server-only";
import { asc, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { AdminOverview } from "@/lib/contract/overview";
import { isLowStock, lowStockThresholdSql } from "@/lib/services/catalog/low-stock";
import { parts } from "@/models";

const LISTED = 10;

/**
 * The parts below their low-stock threshold, lowest relative to it first, and how many there are
 * in all (a window count over the same filter, so one query answers both).
 */
export async function lowStockParts(db: Db): Promise<AdminOverview["lowStock"]> {
  const rows = await db
    .select({
      _id: parts.id,
      productName: parts.productName,
      partNumber: parts.partNumber,
      availableQty: parts.availableQty,
      threshold: sql<number>`${lowStockThresholdSql}`.mapWith(Number),
      count: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(parts)
    .where(isLowStock)
    .orderBy(
      sql`${parts.availableQty}::float8 / nullif(${lowStockThresholdSql}, 0)`,
      asc(parts.productName),
      asc(parts.id),
    )
    .limit(LISTED);
  return {
    count: rows[0]?.count ?? 0,
    parts: rows.map(({ _id, productName, partNumber, availableQty, threshold }) => ({
      _id,
      productName,
      partNumber,
      availableQty,
      threshold,
    })),
  };
}
