"use client";

import { CsvExportButton } from "@/components/ui/server-table/csv-export-button";
import { TableSearch } from "@/components/ui/server-table/table-search";
import { TableSelect } from "@/components/ui/server-table/table-select";
import type { TableQuery } from "@/components/ui/server-table/use-table-query";
import { tableTexts } from "@/lib/validation/table-texts";

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
  update: (changes: Record<string, string | undefined>, options?: { replace?: boolean }) => void;
  total: number | undefined;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <TableSearch
        value={query.q}
        placeholder="Email or name"
        onSearch={(q) => update({ q }, { replace: true })}
      />
      <TableSelect
        label="Role"
        value={query.filters.role ?? ""}
        options={roleOptions}
        onChange={(role) => update({ role })}
      />
      <div className="ml-auto">
        <CsvExportButton
          path="/api/users/all"
          apiQuery={query.apiQuery}
          fileName="users.csv"
          total={total}
        />
      </div>
    </div>
  );
}
