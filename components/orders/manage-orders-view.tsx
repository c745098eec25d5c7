"use client";

import { useState } from "react";
import {
  ConfirmedActionDialogs,
  type ConfirmedAction,
} from "@/components/ui/confirmed-action-dialogs";
import { sortingOf } from "@/components/ui/server-table/sort-header";
import { TableBodyState } from "@/components/ui/server-table/table-body-state";
import { TablePager } from "@/components/ui/server-table/table-pager";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import type { OrderJson } from "@/lib/contract/order";
import { TABLE_PAGE_SIZE } from "@/lib/validation/admin-tables";
import { orderMessages } from "@/lib/validation/spec-texts";
import { deleteOrderAction, shipOrderAction } from "./order-actions";
import { ManageOrdersTable, ORDER_COLUMNS } from "./manage-orders-table";
import { OrdersTableToolbar } from "./orders-table-toolbar";

const FILTERS = ["status", "from", "to"] as const;

/**
 * Manage Orders: every customer's orders a page at a time, searched, filtered and sorted on the
 * server (the state in the address); shipping paid ones and deleting unshipped ones.
 */
export function ManageOrdersView() {
  const { query, update, clear } = useTableQuery(FILTERS, { limit: TABLE_PAGE_SIZE });
  const { data, error, isLoading, mutate } = useTablePage<OrderJson>(
    "/api/orders/all",
    query.apiQuery,
  );
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const narrowed = query.q !== "" || Object.keys(query.filters).length > 0;
  const empty = data?.rows.length === 0 && query.page === 1;

  return (
    <>
      <OrdersTableToolbar
        query={query}
        update={update}
        total={data && !data.estimated ? data.total : undefined}
      />
      {(error && !data) || empty ? (
        <TableBodyState
          error={data ? undefined : error}
          empty={empty}
          narrowed={narrowed}
          emptyMessage={orderMessages.noOrdersAdmin}
          onRetry={() => void mutate()}
          onClear={clear}
        />
      ) : (
        <ManageOrdersTable
          orders={isLoading && !data ? undefined : data?.rows}
          sorting={sortingOf(ORDER_COLUMNS, query, "createdAt", (sort, order) =>
            update({ sort, order }),
          )}
          onShip={(order) => setAction(shipOrderAction(order))}
          onDelete={(order) => setAction(deleteOrderAction(order, "admin"))}
        />
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
      <ConfirmedActionDialogs action={action} onClose={() => setAction(null)} refetch={mutate} />
    </>
  );
}
