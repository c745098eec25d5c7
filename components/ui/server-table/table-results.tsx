"use client";

import type { SWRResponse } from "swr";
import { TableBodyState } from "./table-body-state";
import { TablePager } from "./table-pager";
import type { TablePageData } from "./use-table-page";
import type { useTableQuery } from "./use-table-query";

/**
 * A server-side table's rows and pager, or what it shows instead (its error, the empty
 * sentence, "nothing matches"). `renderTable` draws the rows: undefined while the first page
 * loads; `refreshing` while the next page, sort or filter loads over the rows on show.
 */
export function TableResults<T>({
  table: { query, update, clear },
  result: { data, error, isLoading, isValidating, mutate },
  emptyMessage,
  renderTable,
}: {
  table: ReturnType<typeof useTableQuery>;
  result: SWRResponse<TablePageData<T>, Error>;
  emptyMessage: string;
  renderTable: (rows: T[] | undefined, refreshing: boolean) => React.ReactNode;
}) {
  const empty = data?.rows.length === 0 && query.page === 1;
  if ((error && !data) || empty)
    return (
      <TableBodyState
        error={data ? undefined : error}
        empty={empty}
        narrowed={query.q !== "" || Object.keys(query.filters).length > 0}
        emptyMessage={emptyMessage}
        onRetry={() => void mutate()}
        onClear={clear}
      />
    );
  return (
    <>
      {renderTable(isLoading && !data ? undefined : data?.rows, isValidating && data !== undefined)}
      {data ? (
        <TablePager
          {...data}
          limit={query.limit}
          page={query.page}
          rowsOnPage={data.rows.length}
          onPage={(page) => update({ page: String(page) })}
          onLimit={(limit) => update({ limit: String(limit) })}
        />
      ) : null}
    </>
  );
}
