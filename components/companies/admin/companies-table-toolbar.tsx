"use client";

import { TableSelect } from "@/components/ui/server-table/table-select";
import { TableToolbar } from "@/components/ui/server-table/table-toolbar";
import type { TableQuery, TableUpdate } from "@/components/ui/server-table/use-table-query";
import { COMPANIES_TABLE_PATH } from "@/domains/companies/client";
import { companyScreenTexts as t } from "@/domains/companies";
import { tableTexts } from "@/lib/tables/table-texts";
import { COMPANY_STATUSES } from "@/models/company-values";

const statusOptions = [
  { value: "", label: tableTexts.allOption },
  ...COMPANY_STATUSES.map((status) => ({ value: status, label: t.statusLabel[status] })),
];

/** The Companies table's search, status filter, and the export of what they find. */
export function CompaniesTableToolbar({
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
      csv={{ path: COMPANIES_TABLE_PATH, fileName: "companies.csv", total }}
    >
      <TableSelect
        label={t.status}
        value={query.filters.status ?? ""}
        options={statusOptions}
        onChange={(status) => update({ status })}
      />
    </TableToolbar>
  );
}
