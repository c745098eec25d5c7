"use client";

import { useState } from "react";
import { DataTableFrame, type TableColumn } from "@/components/ui/data-table-frame";
import { sortingOf } from "@/components/ui/server-table/sort-header";
import { TableBodyState } from "@/components/ui/server-table/table-body-state";
import { TablePager } from "@/components/ui/server-table/table-pager";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import type { UserJson } from "@/lib/contract/user";
import { TABLE_PAGE_SIZE } from "@/lib/validation/admin-tables";
import { tableTexts } from "@/lib/validation/table-texts";
import { UserActionDialog, type UserAction } from "./user-action-dialog";
import { UserRow } from "./user-row";
import { UsersTableToolbar } from "./users-table-toolbar";

const COLUMNS = [
  { label: "No", className: "w-14" },
  { label: "Uid", className: "" },
  { label: "Email", className: "", sortKey: "email" },
  { label: "Role", className: "w-24", sortKey: "role", firstOrder: "desc" },
  { label: "Action", className: "w-40" },
] satisfies TableColumn[];

const FILTERS = ["role"] as const;
// Newest accounts first: the one an admin just heard about is on the first page.
const DEFAULTS = { limit: TABLE_PAGE_SIZE, sort: "createdAt", order: "desc" } as const;

/** Manage Users: accounts a page at a time, searched, filtered and sorted on the server. */
export function UsersTable() {
  const { query, update, clear } = useTableQuery(FILTERS, DEFAULTS);
  const { data, error, isLoading, mutate } = useTablePage<UserJson>(
    "/api/users/all",
    query.apiQuery,
  );
  const [action, setAction] = useState<UserAction | null>(null);
  const empty = data?.rows.length === 0 && query.page === 1;

  return (
    <>
      <UsersTableToolbar
        query={query}
        update={update}
        total={data && !data.estimated ? data.total : undefined}
      />
      {(error && !data) || empty ? (
        <TableBodyState
          error={data ? undefined : error}
          empty={empty}
          narrowed={query.q !== "" || Object.keys(query.filters).length > 0}
          emptyMessage={tableTexts.noUsers}
          onRetry={() => void mutate()}
          onClear={clear}
        />
      ) : (
        <DataTableFrame
          caption="All users"
          columns={COLUMNS}
          loading={isLoading && !data}
          layoutClassName="table-fixed min-w-[40rem]"
          sorting={sortingOf(COLUMNS, query, "createdAt", (sort, order) => update({ sort, order }))}
        >
          {data?.rows.map((user, index) => (
            <UserRow
              key={user._id}
              user={user}
              number={(query.page - 1) * query.limit + index + 1}
              onAction={setAction}
            />
          ))}
        </DataTableFrame>
      )}
      {data && !empty ? (
        <TablePager
          {...data}
          limit={query.limit}
          page={query.page}
          rowsOnPage={data.rows.length}
          onPage={(page) => update({ page: String(page) })}
          onLimit={(limit) => update({ limit: String(limit) })}
        />
      ) : null}
      <UserActionDialog action={action} onClose={() => setAction(null)} onDone={() => mutate()} />
    </>
  );
}
