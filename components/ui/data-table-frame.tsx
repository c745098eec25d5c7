"use client";

import { useRef } from "react";
import { SortHeader, type TableSorting } from "./server-table/sort-header";
import type { SortOrder } from "./server-table/use-table-query";
import { TableSkeleton } from "./table-skeleton";
import { useOverflowsX } from "./use-overflows-x";

/**
 * A column's heading, or its heading and the width it takes in a table laid out in columns; a
 * column with a `sortKey` sorts a server-side table (with `sorting`).
 */
export type TableColumn =
  string | { label: string; className: string; sortKey?: string; firstOrder?: SortOrder };

export const SCROLL_HINT = "Scroll sideways to see every column.";

/**
 * The frame the dashboard's tables share: scrolling box, caption, headings, and skeleton rows
 * while loading. With `layoutClassName` (e.g. `table-fixed min-w-[64rem]`) the columns take the
 * widths their headings name and the cells wrap, so the table fits any box at least that wide:
 * every action of a row in view, no scrolling. In a narrower box (a phone) it scrolls: then the
 * box says so, and it can be focused to scroll with the keyboard.
 */
export function DataTableFrame({
  caption,
  columns,
  loading,
  layoutClassName,
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
          className={`table table-zebra table-sm transition-opacity ${refreshing ? "opacity-60" : ""} ${layoutClassName ?? ""}`}
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
                    className={column.className}
                    sorting={sorting}
                  />
                ) : (
                  <th
                    key={column.label}
                    scope="col"
                    className={`whitespace-normal ${column.className}`}
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
