import "server-only";
import { and, eq, gte, isNotNull, isNull, lt, not, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { partNumberKey } from "@/lib/text";
import { wordsQuery } from "@/domains/catalog/server";
import { toOrderJson, type OrderJson } from "@/domains/ordering/order-json";
import type { OrderStatusFilter, OrdersTableQuery } from "@/domains/ordering/orders-table-query";
import { orders, orderTotalSql, parts, payments } from "@/models";
import { countCheaply, pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { keyedRows, type KeyedRow, type RowsPlace } from "@/lib/tables/table-rows";
import { containsPattern, type SortColumn, type TableSort } from "@/lib/tables/table-sort";

const sortColumns: Record<NonNullable<OrdersTableQuery["sort"]>, SortColumn> = {
  createdAt: { expression: orders.createdAt, type: "timestamptz" },
  total: { expression: orderTotalSql(orders), type: "bigint" },
  email: { expression: orders.authorEmail, type: "text" },
  customer: { expression: orders.authorName, type: "text" },
  product: { expression: orders.productName, type: "text" },
  quantity: { expression: orders.orderQty, type: "bigint" },
};

const statusConditions: Record<OrderStatusFilter, SQL> = {
  unpaid: and(not(orders.paid), isNull(orders.expiredAt))!,
  paid: and(orders.paid, not(orders.shipped))!,
  shipped: eq(orders.shipped, true),
  expired: and(not(orders.paid), isNotNull(orders.expiredAt))!,
  // Refunded or being refunded: a refund under way (an admin's, or a late payment's owed back),
  // or a 'refunded' row in the ledger, the order's own or its checkout's for the intent it holds.
  // An admin's delete of a paid order refunds it, then deletes it: such an order shows here
  // while its refund is at the provider, or when the delete after the refund did not go through.
  // A late payment refunded after its order expired shows here too (the order stays, expired).
  refunded: or(
    eq(orders.refundPending, true),
    sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.eventType} = 'refunded' AND (${payments.orderId} = ${orders.id} OR (${payments.orderId} IS NULL AND ${payments.checkoutId} = ${orders.checkoutId} AND ${payments.intentId} = ${orders.transactionId})))`,
  )!,
};

/** The product's words as the shop's search reads them (the same expression as the index). */
const productWords = sql`to_tsvector('english', ${orders.productName})`;

/**
 * Customer name or email, product (its text, or its words stemmed: "pads" finds a "Pad"), part
 * number (or OEM number), transaction id, PO number, order id.
 */
function searchCondition(text: string): SQL {
  const pattern = containsPattern(text);
  const words = wordsQuery(text);
  const key = partNumberKey(text);
  // = ANY(ARRAY(subquery)), not IN (subquery): inside the OR, IN made the planner give up every
  // index and read all orders; the array is computed once and the OR becomes a bitmap of indexes.
  const byNumber = key
    ? sql`${orders.partId} = ANY(ARRAY(SELECT ${parts.id} FROM ${parts} WHERE ${parts.numberKeys} @> ARRAY[${key}]::text[]))`
    : undefined;
  return or(
    sql`${orders.authorName} ILIKE ${pattern}`,
    sql`${orders.authorEmail} ILIKE ${pattern}`,
    sql`${orders.productName} ILIKE ${pattern}`,
    words ? sql`${productWords} @@ to_tsquery('english', ${words})` : undefined,
    eq(orders.transactionId, text),
    sql`upper(${orders.poNumber}) = upper(${text})`,
    eq(orders.id, text),
    byNumber,
  )!;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function whereOf(query: OrdersTableQuery): SQL | undefined {
  return and(
    query.q ? searchCondition(query.q) : undefined,
    query.status ? statusConditions[query.status] : undefined,
    query.from ? gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(orders.createdAt, dayAfter(query.to)) : undefined,
  );
}

const textSorts = new Set(["email", "customer", "product"]);

function sortOf(query: OrdersTableQuery): TableSort {
  const sort = query.sort ?? "createdAt";
  const direction = query.order ?? (textSorts.has(sort) ? "asc" : "desc");
  return { column: sortColumns[sort], direction, id: orders.id };
}

export type KeyedOrder = KeyedRow<typeof orders>;

const ordersAfter = (query: OrdersTableQuery, size: number, place: RowsPlace) =>
  keyedRows(orders, whereOf(query), sortOf(query), size, place);

/** One page of Manage Orders, as the search, filters and sort ask. */
export async function ordersTablePage(
  actor: Actor | null,
  query: OrdersTableQuery,
): Promise<TablePage<OrderJson>> {
  requireAdmin(actor);
  const [rows, count] = await Promise.all([
    ordersAfter(query, query.limit, { offset: (query.page - 1) * query.limit }),
    countCheaply(orders, whereOf(query)),
  ]);
  return pageOfRows(
    rows.map(({ row }) => toOrderJson(row)),
    query,
    count,
  );
}

/** Every order the search and filters find, in the table's order, a batch at a time. */
export function orderBatches(actor: Actor | null, query: OrdersTableQuery) {
  requireAdmin(actor);
  return (size: number, last: KeyedOrder | undefined) =>
    ordersAfter(query, size, {
      after: last && { sortKey: last.sortKey, id: last.row.id },
    });
}
