"use client";

import type { SWRResponse } from "swr";
import { DataTableFrame, type ColumnSpec } from "@/components/ui/data-table-frame";
import { sortingOf } from "./sort-header";
import { TableResults } from "./table-results";
import type { TablePageData } from "./use-table-page";
import type { useTableQuery } from "./use-table-query";

/**
 * An admin table of rows read a page at a time from the server, as cards on a phone: its
 * results (or empty and error states), sortable headers when `defaultSort` is given, and each
 * row drawn with its number across pages.
 */
export function ServerTable<T>({
  table,
  result,
  caption,
  columns,
  emptyMessage,
  defaultSort,
  renderRow,
}: {
  table: ReturnType<typeof useTableQuery>;
  result: SWRResponse<TablePageData<T>, Error>;
  caption: string;
  columns: ColumnSpec[];
  emptyMessage: string;
  defaultSort?: string;
  renderRow: (row: T, number: number) => React.ReactNode;
}) {
  const { query } = table;
  return (
    <TableResults
      table={table}
      result={result}
      emptyMessage={emptyMessage}
      renderTable={(rows, refreshing) => (
        <DataTableFrame
          caption={caption}
          columns={columns}
          loading={!rows}
          refreshing={refreshing}
          cards
          sorting={
            defaultSort === undefined
              ? undefined
              : sortingOf(columns, query, defaultSort, (sort, order) =>
                  table.update({ sort, order }),
                )
          }
        >
          {rows?.map((row, index) => renderRow(row, (query.page - 1) * query.limit + index + 1))}
        </DataTableFrame>
      )}
    />
  );
}
