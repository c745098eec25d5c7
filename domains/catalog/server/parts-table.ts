import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import type { PartJson } from "@/domains/catalog/part-json";
import { findPartsPage } from "./parts";
import { partsForFitmentReview } from "./fitment-review-flags";
import type { PartsTableQuery } from "@/domains/catalog/parts-table-query";
import type { TablePage } from "@/lib/tables/table-page";

/**
 * `GET /api/parts/all`: a page of Manage Products, found as the shop's finder finds (its search
 * and filters) and counted exactly, as the table has always shown its total.
 */
export async function partsTablePage(
  actor: Actor | null,
  query: PartsTableQuery,
): Promise<TablePage<PartJson & { fitmentReview: boolean }>> {
  requireAdmin(actor);
  const found = await findPartsPage(query.filters, query.sort, query.page, query.limit);
  const flagged = await partsForFitmentReview(found.parts.map((part) => part._id));
  return {
    // Flagged: enough wrong-part returns lately that its fitment wants a look.
    rows: found.parts.map((part) => ({ ...part, fitmentReview: flagged.has(part._id) })),
    page: found.page,
    limit: found.pageSize,
    total: found.total,
    pageCount: found.pageCount,
    estimated: false,
  };
}
