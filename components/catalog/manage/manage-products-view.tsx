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
import type { PartJson } from "@/domains/catalog/part-json";
import { PARTS_TABLE_PATH, type PartsTableRow } from "@/domains/catalog/client/parts";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import { deleteProductAction } from "./manage-products-delete";
import { retireProductAction } from "./manage-products-retire";
import { ManageProductsTable, PRODUCT_COLUMNS } from "./manage-products-table";
import { ManageProductsUpdateDialog } from "./manage-products-update-dialog";
import { ProductsTableToolbar } from "./products-table-toolbar";

const FILTERS = ["category", "brand", "lowStock", "outOfStock", "retired"] as const;
// Newest first, as Manage Products has always listed them.
const DEFAULTS = { limit: TABLE_PAGE_SIZE, sort: "createdAt", order: "desc" } as const;

/**
 * Manage Products: the catalog a page at a time, searched with the finder, filtered and sorted
 * on the server (the state in the address); updating, retiring or deleting a product.
 */
export function ManageProductsView() {
  const table = useTableQuery(FILTERS, DEFAULTS);
  const result = useTablePage<PartsTableRow>(PARTS_TABLE_PATH, table.query.apiQuery);
  const [editing, setEditing] = useState<PartJson | null>(null);
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const { data } = result;

  return (
    <>
      <ProductsTableToolbar
        query={table.query}
        update={table.update}
        total={data && !data.estimated ? data.total : undefined}
      />
      <TableResults
        table={table}
        result={result}
        emptyMessage={catalogMessages.noProducts}
        renderTable={(rows, refreshing) => (
          <ManageProductsTable
            parts={rows}
            refreshing={refreshing}
            sorting={sortingOf(PRODUCT_COLUMNS, table.query, "createdAt", (sort, order) =>
              table.update({ sort, order }),
            )}
            onUpdate={setEditing}
            onRetire={(part) => setAction(retireProductAction(part))}
            onDelete={(part) => setAction(deleteProductAction(part))}
          />
        )}
      />
      <ManageProductsUpdateDialog
        part={editing}
        onClose={() => setEditing(null)}
        onUpdated={() => result.mutate()}
      />
      <ConfirmedActionDialogs
        action={action}
        onClose={() => setAction(null)}
        refetch={result.mutate}
      />
    </>
  );
}
