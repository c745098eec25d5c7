"use client";

import { ORDERS_TABLE_PATH } from "@/domains/ordering/client";
import { TableDate } from "@/components/ui/server-table/table-date";
import { TableSelect } from "@/components/ui/server-table/table-select";
import type { TableQuery, TableUpdate } from "@/components/ui/server-table/use-table-query";
import { TableToolbar } from "@/components/ui/server-table/table-toolbar";
import { ORDER_STATUS_FILTERS } from "@/domains/ordering";
import { tableTexts } from "@/lib/tables/table-texts";

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
  update: TableUpdate;
  total: number | undefined;
}) {
  return (
    <TableToolbar
      query={query}
      update={update}
      searchPlaceholder="Name, email, product, part no., transaction or order id"
      csv={{ path: ORDERS_TABLE_PATH, fileName: "orders.csv", total }}
    >
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
    </TableToolbar>
  );
}
