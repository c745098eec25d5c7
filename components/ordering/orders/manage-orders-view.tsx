"use client";

import { useState } from "react";
import {
  ConfirmedActionDialogs,
  type ConfirmedAction,
} from "@/components/ui/confirmed-action-dialogs";
import { sortingOf } from "@/components/ui/server-table/sort-header";
import { TableResults } from "@/components/ui/server-table/table-results";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import { ORDERS_TABLE_PATH, type OrdersTableRow } from "@/domains/ordering/client";
import type { OrderJson } from "@/domains/ordering";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { orderMessages } from "@/domains/ordering";
import { deleteOrderAction } from "./order-actions";
import { ManageOrdersTable, ORDER_COLUMNS } from "./manage-orders-table";
import { OrdersTableToolbar } from "./orders-table-toolbar";
import { ShipOrderDialog } from "./ship-order-dialog";

const FILTERS = ["status", "from", "to"] as const;

/**
 * Manage Orders: every customer's orders a page at a time, searched, filtered and sorted on the
 * server (the state in the address); shipping paid ones and deleting unshipped ones.
 */
export function ManageOrdersView() {
  const table = useTableQuery(FILTERS, { limit: TABLE_PAGE_SIZE });
  const result = useTablePage<OrdersTableRow>(ORDERS_TABLE_PATH, table.query.apiQuery);
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const [shipping, setShipping] = useState<OrderJson | null>(null);
  const { data } = result;

  return (
    <>
      <OrdersTableToolbar
        query={table.query}
        update={table.update}
        total={data && !data.estimated ? data.total : undefined}
      />
      <TableResults
        table={table}
        result={result}
        emptyMessage={orderMessages.noOrdersAdmin}
        renderTable={(rows, refreshing) => (
          <ManageOrdersTable
            orders={rows}
            refreshing={refreshing}
            sorting={sortingOf(ORDER_COLUMNS, table.query, "createdAt", (sort, order) =>
              table.update({ sort, order }),
            )}
            onShip={setShipping}
            onDelete={(order) => setAction(deleteOrderAction(order, "admin"))}
          />
        )}
      />
      <ConfirmedActionDialogs
        action={action}
        onClose={() => setAction(null)}
        refetch={result.mutate}
      />
      <ShipOrderDialog order={shipping} onClose={() => setShipping(null)} refetch={result.mutate} />
    </>
  );
}
