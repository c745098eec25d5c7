"use client";

import { USERS_TABLE_PATH } from "@/domains/accounts/client";
import { TableSelect } from "@/components/ui/server-table/table-select";
import type { TableQuery, TableUpdate } from "@/components/ui/server-table/use-table-query";
import { TableToolbar } from "@/components/ui/server-table/table-toolbar";
import { tableTexts } from "@/lib/tables/table-texts";

const roleOptions = [
  { value: "", label: tableTexts.allOption },
  { value: "admin", label: "Admin" },
  { value: "user", label: "User" },
];

/** Manage Users' search, role filter, and the export of what they find. */
export function UsersTableToolbar({
  query,
  update,
  total,
}: {
  query: TableQuery;
  update: TableUpdate;
  total: number | undefined;
}) {
  return (
    <TableToolbar
      query={query}
      update={update}
      searchPlaceholder="Email or name"
      csv={{ path: USERS_TABLE_PATH, fileName: "users.csv", total }}
    >
      <TableSelect
        label="Role"
        value={query.filters.role ?? ""}
        options={roleOptions}
        onChange={(role) => update({ role })}
      />
    </TableToolbar>
  );
}
