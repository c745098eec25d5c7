import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { countCheaply, pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { keyedRows, type KeyedRow, type RowsPlace } from "@/lib/tables/table-rows";
import { containsPattern, type TableSort } from "@/lib/tables/table-sort";
import { csvExport, EXPORT_BATCH } from "@/lib/tables/csv-export";
import { toReturnJson, toReturnListJson, type ReturnListJson } from "@/domains/returns/return-json";
import type { ReturnsQuery } from "@/domains/returns/returns";
import { orders, returns } from "@/models";
import { returnScope } from "./return-access";
import { partsOfOrders } from "./return-parts";

function whereOf(scope: SQL | undefined, query: ReturnsQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  // The RMA number, the order's id, or its product's or buyer's name.
  const orderNamed = sql`${returns.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.productName} ILIKE ${pattern} OR ${orders.authorName} ILIKE ${pattern} OR ${orders.authorEmail} ILIKE ${pattern})`;
  return and(
    scope,
    pattern
      ? or(sql`${returns.number} ILIKE ${pattern}`, eq(returns.orderId, query.q!), orderNamed)
      : undefined,
    query.status ? eq(returns.status, query.status) : undefined,
    query.reason ? eq(returns.reason, query.reason) : undefined,
  );
}

// Newest first: the customer's list, and the queue the shop's admins work through.
const sort: TableSort = {
  column: { expression: returns.createdAt, type: "timestamptz" },
  direction: "desc",
  id: returns.id,
};

const returnsAfter = (where: SQL | undefined, size: number, place: RowsPlace) =>
  keyedRows(returns, where, { ...sort }, size, place);

async function scopedWhere(actor: Actor | null, query: ReturnsQuery) {
  const user = requireUser(actor);
  return whereOf(await returnScope(await getDb(), user), query);
}

/** `GET /api/returns`: a page of the returns the caller may read, as the query asks. */
export async function returnsPage(
  actor: Actor | null,
  query: ReturnsQuery,
): Promise<TablePage<ReturnListJson>> {
  const where = await scopedWhere(actor, query);
  const [rows, count] = await Promise.all([
    returnsAfter(where, query.limit, { offset: (query.page - 1) * query.limit }),
    countCheaply(returns, where),
  ]);
  const partOf = await partsOfOrders(
    await getDb(),
    rows.map(({ row }) => row.orderId),
  );
  // Every return has its order (a foreign key); the fallback only satisfies the types.
  const noPart = { productName: "", partNumber: null };
  return pageOfRows(
    rows.map(({ row }) => toReturnListJson(row, partOf.get(row.orderId) ?? noPart)),
    query,
    count,
  );
}

const RETURNS_CSV_HEADER = [
  "RMA",
  "Return ID",
  "Order ID",
  "Status",
  "Reason",
  "Quantity",
  "Refund",
  "Restocked",
  "Vehicle ID",
  "Note",
  "Rejection reason",
  "Created",
];

function record({ row }: KeyedRow<typeof returns>) {
  const json = toReturnJson(row);
  return [
    json.number,
    json._id,
    json.orderId,
    json.status,
    json.reason,
    json.quantity,
    json.refund,
    json.restocked ? "yes" : "no",
    json.vehicleId,
    json.note,
    json.rejectionReason,
    json.createdAt,
  ];
}

/** `GET /api/returns?format=csv`: every return the caller may read that the query finds. */
export async function exportReturnsCsv(actor: Actor | null, query: ReturnsQuery) {
  const where = await scopedWhere(actor, query);
  return csvExport({
    header: RETURNS_CSV_HEADER,
    nextBatch: (last: KeyedRow<typeof returns> | undefined) =>
      returnsAfter(where, EXPORT_BATCH, {
        after: last && { sortKey: last.sortKey, id: last.row.id },
      }),
    record,
  });
}
