"use client";

import { CsvExportButton } from "./csv-export-button";
import { TableSearch } from "./table-search";
import type { TableQuery, TableUpdate } from "./use-table-query";

/**
 * An admin table's toolbar: its search, its filters (the children), and at its end the table's
 * own actions (e.g. a link to its import) and, for a table that exports, the CSV export of what
 * they find.
 */
export function TableToolbar({
  query,
  update,
  searchPlaceholder,
  csv,
  actions,
  children,
}: {
  query: TableQuery;
  update: TableUpdate;
  searchPlaceholder: string;
  /** The table's API call and file name, and its total for the progress (none if estimated). */
  csv?: { path: string; fileName: string; total: number | undefined };
  actions?: React.ReactNode;
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
      {csv || actions ? (
        <div className="ml-auto flex flex-wrap items-start gap-2">
          {actions}
          {csv ? (
            <CsvExportButton
              path={csv.path}
              apiQuery={query.apiQuery}
              fileName={csv.fileName}
              total={csv.total}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
