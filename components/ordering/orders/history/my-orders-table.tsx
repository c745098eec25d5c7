"use client";

import type { OrderJson } from "@/domains/ordering";
import type { HistoryEntry } from "@/domains/ordering";
import { orderHistoryTexts as t } from "@/domains/ordering";
import { CheckoutRows } from "./checkout-rows";
import { COLUMN_WIDTHS, historyLayout as L } from "./layout";
import { OrderLineRow } from "./order-line-row";

const COLUMNS = (Object.keys(COLUMN_WIDTHS) as (keyof typeof COLUMN_WIDTHS)[]).map((key) => ({
  key,
  label: t.columns[key],
  width: COLUMN_WIDTHS[key],
}));

/**
 * The customer's order history: each single order one row, each checkout a head row and its
 * lines; a table where there is room for every column, cards where there is not.
 */
export function MyOrdersTable({
  entries,
  onDelete,
}: {
  entries: HistoryEntry[];
  onDelete: (order: OrderJson) => void;
}) {
  return (
    <div className={L.container}>
      <table className={L.table} data-testid="my-orders">
        <caption className="sr-only">{t.caption}</caption>
        <thead className={L.head}>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={`whitespace-normal ${column.width}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {entries.map((entry) =>
          entry.kind === "checkout" ? (
            <CheckoutRows key={entry.checkoutId} entry={entry} onDelete={onDelete} />
          ) : (
            <tbody key={entry.order._id} className={L.body} data-testid="my-single-order">
              <OrderLineRow
                order={entry.order}
                single={entry.summary}
                onDelete={() => onDelete(entry.order)}
              />
            </tbody>
          ),
        )}
      </table>
    </div>
  );
}
