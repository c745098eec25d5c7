"use client";

import { TableSelect } from "@/components/ui/server-table/table-select";
import { TableToolbar } from "@/components/ui/server-table/table-toolbar";
import type { TableQuery, TableUpdate } from "@/components/ui/server-table/use-table-query";
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  returnReasonLabels,
  returnScreenTexts,
  returnStatusLabels,
} from "@/domains/returns";
import { RETURNS_PATH } from "@/domains/returns/client";
import { tableTexts } from "@/lib/tables/table-texts";

const t = returnScreenTexts.admin;
const all = { value: "", label: tableTexts.allOption };
const statusOptions = [
  all,
  ...RETURN_STATUSES.map((value) => ({ value, label: returnStatusLabels[value] })),
];
const reasonOptions = [
  all,
  ...RETURN_REASONS.map((value) => ({ value, label: returnReasonLabels[value] })),
];

/** The Returns table's search, status and reason filters, and the CSV of what they find. */
export function ManageReturnsToolbar({
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
      searchPlaceholder={t.searchPlaceholder}
      csv={{ path: RETURNS_PATH, fileName: "returns.csv", total }}
    >
      <TableSelect
        label={t.statusFilter}
        value={query.filters.status ?? ""}
        options={statusOptions}
        onChange={(status) => update({ status })}
      />
      <TableSelect
        label={t.reasonFilter}
        value={query.filters.reason ?? ""}
        options={reasonOptions}
        onChange={(reason) => update({ reason })}
      />
    </TableToolbar>
  );
}
