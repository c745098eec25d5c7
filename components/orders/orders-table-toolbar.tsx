"use client";

import { CsvExportButton } from "@/components/ui/server-table/csv-export-button";
import { TableDate } from "@/components/ui/server-table/table-date";
import { TableSearch } from "@/components/ui/server-table/table-search";
import { TableSelect } from "@/components/ui/server-table/table-select";
import type { TableQuery } from "@/components/ui/server-table/use-table-query";
import { ORDER_STATUS_FILTERS } from "@/lib/validation/admin-tables";
import { tableTexts } from "@/lib/validation/table-texts";

const statusOptions = [
  { value: "", label: tableTexts.allOption },
  ...ORDER_STATUS_FILTERS.map((status) => ({
    value: status,
    label: status[0]!.toUpperCase() + status.slice(1),
  })),
];

/** Manage Orders' search, status and date filters, and the export of what they find. */
export function OrdersTableToolbar({
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
        placeholder="Name, email, product, part no., transaction or order id"
        onSearch={(q) => update({ q }, { replace: true })}
      />
      <TableSelect
        label="Status"
        value={query.filters.status ?? ""}
        options={statusOptions}
        onChange={(status) => update({ status })}
      />
      <TableDate
        label={tableTexts.from}
        value={query.filters.from ?? ""}
        onChange={(from) => update({ from })}
      />
      <TableDate
        label={tableTexts.to}
        value={query.filters.to ?? ""}
        onChange={(to) => update({ to })}
      />
      <div className="ml-auto">
        <CsvExportButton
          path="/api/orders/all"
          apiQuery={query.apiQuery}
          fileName="orders.csv"
          total={total}
        />
      </div>
    </div>
  );
}
