"use client";

import { tableTexts } from "@/lib/tables/table-texts";
import type { SortOrder } from "./use-table-query";

export interface TableSorting {
  sort: string;
  order: SortOrder;
  onSort: (sort: string, order: SortOrder) => void;
}

/**
 * A column heading that sorts the table: pressed again it turns the order round; a new column
 * starts in its own first order (newest, largest first for dates and amounts; A to Z for text).
 */
export function SortHeader({
  label,
  sortKey,
  firstOrder,
  className,
  sorting,
}: {
  label: string;
  sortKey: string;
  firstOrder: SortOrder;
  className?: string;
  sorting: TableSorting;
}) {
  const active = sorting.sort === sortKey;
  const next: SortOrder = active ? (sorting.order === "asc" ? "desc" : "asc") : firstOrder;
  return (
    <th
      scope="col"
      className={`whitespace-normal ${className ?? ""}`}
      aria-sort={active ? (sorting.order === "asc" ? "ascending" : "descending") : "none"}
    >
      {/* The heading's own font and colour: only the arrow says the column sorts. Inline, so
          the arrow follows the label's last word when it wraps. */}
      <button
        type="button"
        className="cursor-pointer rounded-field text-left hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        title={tableTexts.sortBy(label)}
        onClick={() => sorting.onSort(sortKey, next)}
      >
        {label}{" "}
        <span aria-hidden="true" className="whitespace-nowrap">
          {active ? (sorting.order === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
}

/**
 * The sorting a table's headings show: the address's sort and order, else the table's default
 * sort, in the first order its column names (as the server orders it when no order is given).
 */
export function sortingOf(
  columns: readonly { sortKey?: string; firstOrder?: SortOrder }[],
  asked: { sort: string | undefined; order: SortOrder | undefined },
  defaultSort: string,
  onSort: TableSorting["onSort"],
): TableSorting {
  const sort = asked.sort ?? defaultSort;
  const column = columns.find((candidate) => candidate.sortKey === sort);
  return { sort, order: asked.order ?? column?.firstOrder ?? "asc", onSort };
}
