"use client";

import { CsvExportButton } from "./csv-export-button";
import { TableSearch } from "./table-search";
import type { TableQuery, TableUpdate } from "./use-table-query";

/**
 * An admin table's toolbar: its search, its filters (the children), and, for a table that
 * exports, the CSV export of what they find.
 */
export function TableToolbar({
  query,
  update,
  searchPlaceholder,
  csv,
  children,
}: {
  query: TableQuery;
  update: TableUpdate;
  searchPlaceholder: string;
  /** The table's API call and file name, and its total for the progress (none if estimated). */
  csv?: { path: string; fileName: string; total: number | undefined };
  children: React.ReactNode;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <TableSearch
        value={query.q}
        placeholder={searchPlaceholder}
        onSearch={(q) => update({ q }, { replace: true })}
      />
      {children}
      {csv ? (
        <div className="ml-auto">
          <CsvExportButton
            path={csv.path}
            apiQuery={query.apiQuery}
            fileName={csv.fileName}
            total={csv.total}
          />
        </div>
      ) : null}
    </div>
  );
}
