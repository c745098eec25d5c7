"use client";

import { useState } from "react";
import { ServerTable } from "@/components/ui/server-table/server-table";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import { USERS_TABLE_PATH, type UsersTableRow } from "@/domains/accounts/client";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { tableTexts } from "@/lib/tables/table-texts";
import { UserActionDialog, type UserAction } from "./user-action-dialog";
import { USER_COLUMNS, UserRow } from "./user-row";
import { UsersTableToolbar } from "./users-table-toolbar";

const FILTERS = ["role"] as const;
// Newest accounts first: the one an admin just heard about is on the first page.
const DEFAULTS = { limit: TABLE_PAGE_SIZE, sort: "createdAt", order: "desc" } as const;

/** Manage Users: accounts a page at a time, searched, filtered and sorted on the server. */
export function UsersTable() {
  const table = useTableQuery(FILTERS, DEFAULTS);
  const result = useTablePage<UsersTableRow>(USERS_TABLE_PATH, table.query.apiQuery);
  const [action, setAction] = useState<UserAction | null>(null);
  const { data } = result;

  return (
    <>
      <UsersTableToolbar
        query={table.query}
        update={table.update}
        total={data && !data.estimated ? data.total : undefined}
      />
      <ServerTable
        table={table}
        result={result}
        caption="All users"
        columns={USER_COLUMNS}
        emptyMessage={tableTexts.noUsers}
        defaultSort="createdAt"
        renderRow={(user, number) => (
          <UserRow key={user._id} user={user} number={number} onAction={setAction} />
        )}
      />
      <UserActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={() => result.mutate()}
      />
    </>
  );
}
