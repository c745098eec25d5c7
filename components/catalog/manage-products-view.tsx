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
import type { PartJson } from "@/lib/contract/part";
import { TABLE_PAGE_SIZE } from "@/lib/validation/admin-tables";
import { catalogMessages } from "@/lib/validation/spec-texts";
import { deleteProductAction } from "./manage-products-delete";
import { ManageProductsTable, PRODUCT_COLUMNS } from "./manage-products-table";
import { ManageProductsUpdateDialog } from "./manage-products-update-dialog";
import { ProductsTableToolbar } from "./products-table-toolbar";

const FILTERS = ["category", "brand", "lowStock", "outOfStock"] as const;
// Newest first, as Manage Products has always listed them.
const DEFAULTS = { limit: TABLE_PAGE_SIZE, sort: "createdAt", order: "desc" } as const;

/**
 * Manage Products: the catalog a page at a time, searched with the finder, filtered and sorted
 * on the server (the state in the address); updating a product or deleting it.
 */
export function ManageProductsView() {
  const { query, update, clear } = useTableQuery(FILTERS, DEFAULTS);
  const { data, error, isLoading, mutate } = useTablePage<PartJson>("/api/parts", query.apiQuery);
  const [editing, setEditing] = useState<PartJson | null>(null);
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const empty = data?.rows.length === 0 && query.page === 1;

  return (
    <>
      <ProductsTableToolbar
        query={query}
        update={update}
        total={data && !data.estimated ? data.total : undefined}
      />
      {(error && !data) || empty ? (
        <TableBodyState
          error={data ? undefined : error}
          empty={empty}
          narrowed={query.q !== "" || Object.keys(query.filters).length > 0}
          emptyMessage={catalogMessages.noProducts}
          onRetry={() => void mutate()}
          onClear={clear}
        />
      ) : (
        <ManageProductsTable
          parts={isLoading && !data ? undefined : data?.rows}
          sorting={sortingOf(PRODUCT_COLUMNS, query, "createdAt", (sort, order) =>
            update({ sort, order }),
          )}
          onUpdate={setEditing}
          onDelete={(part) => setAction(deleteProductAction(part))}
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
      <ManageProductsUpdateDialog
        part={editing}
        onClose={() => setEditing(null)}
        onUpdated={() => mutate()}
      />
      <ConfirmedActionDialogs action={action} onClose={() => setAction(null)} refetch={mutate} />
    </>
  );
}
