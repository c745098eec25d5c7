"use client";

import { useRef } from "react";
import { SortHeader, type TableSorting } from "./server-table/sort-header";
import type { SortOrder } from "./server-table/use-table-query";
import { TableSkeleton } from "./table-skeleton";
import { useOverflowsX } from "./use-overflows-x";

/**
 * A column's heading, or its heading and its heading cell's classes; a column with a `sortKey`
 * sorts a server-side table (with `sorting`).
 */
export type TableColumn = string | ColumnSpec;
export interface ColumnSpec {
  label: string;
  className?: string;
  sortKey?: string;
  firstOrder?: SortOrder;
}

/** The attribute that names a cell's column where each row is a card (a phone; see `cards`). */
export const cardLabel = (column: TableColumn) => ({
  "data-label": typeof column === "string" ? column : column.label,
});

const SCROLL_HINT = "Scroll sideways to see every column.";

/**
 * The frame the dashboard's tables share: scrolling box, caption, headings, and skeleton rows
 * while loading. The columns take the room their content needs, and cells wrap only between
 * words, so no word is ever split. With `cards`, on a phone each row is a card of its cells,
 * each named by its `data-label` (`cardLabel`), and the sortable headings a row of sort
 * buttons above them (app/dashboard/table-cards.css). A table still too wide for its box
 * scrolls: then the box says so, and it can be focused to scroll with the keyboard.
 */
export function DataTableFrame({
  caption,
  columns,
  loading,
  layoutClassName,
  cards = false,
  sorting,
  refreshing = false,
  children,
}: {
  caption: string;
  columns: readonly TableColumn[];
  loading: boolean;
  /** Rows on show while the next ones load (a new page, sort or filter): dimmed and busy. */
  refreshing?: boolean;
  layoutClassName?: string;
  /** Cards instead of columns on a phone (every cell then carries its `cardLabel`). */
  cards?: boolean;
  sorting?: TableSorting;
  children: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(box);
  return (
    <div>
      <div
        ref={box}
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <table
          className={`table table-zebra table-sm transition-opacity ${refreshing ? "opacity-60" : ""} ${cards ? "table-cards" : ""} ${layoutClassName ?? ""}`}
          aria-busy={loading || refreshing}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) =>
                typeof column === "string" ? (
                  <th key={column} scope="col" className="whitespace-nowrap">
                    {column}
                  </th>
                ) : column.sortKey && sorting ? (
                  <SortHeader
                    key={column.label}
                    label={column.label}
                    sortKey={column.sortKey}
                    firstOrder={column.firstOrder ?? "asc"}
                    className={column.className ?? ""}
                    sorting={sorting}
                  />
                ) : (
                  <th
                    key={column.label}
                    scope="col"
                    className={`whitespace-normal ${column.className ?? ""}`}
                  >
                    {column.label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{loading ? <TableSkeleton columns={columns.length} /> : children}</tbody>
        </table>
      </div>
      {scrolls ? <p className="mt-2 text-sm text-base-content/70">{SCROLL_HINT}</p> : null}
    </div>
  );
}
