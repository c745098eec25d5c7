"use client";

import { TableSelect } from "@/components/ui/server-table/table-select";
import { TableToolbar } from "@/components/ui/server-table/table-toolbar";
import type { TableQuery, TableUpdate } from "@/components/ui/server-table/use-table-query";
import { INVOICES_PATH } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { tableTexts } from "@/lib/tables/table-texts";
import { INVOICE_STATUSES } from "@/models/invoice-values";

const t = billingScreenTexts.invoices;
const statusOptions = [
  { value: "", label: tableTexts.allOption },
  ...INVOICE_STATUSES.map((status) => ({ value: status, label: t.status[status] })),
];

/**
 * The status filter; for the shop admins also the search (number, PO or company) and the CSV
 * export of what they find. A company's statement is short enough to need neither.
 */
export function InvoicesToolbar({
  admin,
  query,
  update,
  total,
}: {
  admin: boolean;
  query: TableQuery;
  update: TableUpdate;
  total: number | undefined;
}) {
  const filter = (
    <TableSelect
      label={t.statusFilter}
      value={query.filters.status ?? ""}
      options={statusOptions}
      onChange={(status) => update({ status })}
    />
  );
  if (!admin) return <div className="mb-3 flex flex-wrap items-end gap-3">{filter}</div>;
  return (
    <TableToolbar
      query={query}
      update={update}
      searchPlaceholder={t.searchPlaceholder}
      csv={{ path: INVOICES_PATH, fileName: "invoices.csv", total }}
    >
      {filter}
    </TableToolbar>
  );
}
