"use client";

import Link from "next/link";
import { TrashIcon } from "@/components/dashboard/icons";
import { DataTableFrame, type TableColumn } from "@/components/ui/data-table-frame";
import type { TableSorting } from "@/components/ui/server-table/sort-header";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import { formatDollars } from "@/lib/contract/money";
import type { PartJson } from "@/lib/contract/part";
import { LowStockNote } from "./low-stock-note";

// The sortable ones name the API's sort; A to Z and the lowest first.
export const PRODUCT_COLUMNS = [
  { label: "Image", className: "w-[4.5rem]" },
  { label: "Name", className: "", sortKey: "name" },
  { label: "Creator", className: "w-28" },
  { label: "Available quantity", className: "w-32", sortKey: "stock" },
  { label: "Maximum quantity", className: "w-28" },
  { label: "Price", className: "w-24", sortKey: "price" },
  { label: "Update", className: "w-44" },
  { label: "Delete", className: "w-20" },
] satisfies TableColumn[];

/** A page of products with their Update and delete buttons, low stock marked. */
export function ManageProductsTable({
  parts,
  sorting,
  refreshing,
  onUpdate,
  onDelete,
}: {
  /** Undefined while loading. */
  parts: PartJson[] | undefined;
  sorting: TableSorting;
  refreshing?: boolean;
  onUpdate: (part: PartJson) => void;
  onDelete: (part: PartJson) => void;
}) {
  return (
    <DataTableFrame
      caption="All products"
      columns={PRODUCT_COLUMNS}
      loading={!parts}
      layoutClassName="table-fixed min-w-[64rem]"
      sorting={sorting}
      refreshing={refreshing}
    >
      {parts?.map((part) => (
        <tr key={part._id} data-testid="manage-product-row">
          <td>
            <RowThumbnail src={part.image} name={part.productName} />
          </td>
          <th scope="row" className="font-semibold break-words">
            {part.productName}
            {/* Under the name, so the spec's columns stay as they are. */}
            <span className="block text-sm font-normal text-base-content/70">
              {part.partNumber} · {part.brand}
            </span>
          </th>
          <td className="whitespace-nowrap">{part.creator.name}</td>
          <td className="whitespace-nowrap">
            {part.availableQty} pcs
            <LowStockNote part={part} />
          </td>
          <td className="whitespace-nowrap">{part.orderQty} pcs</td>
          <td className="font-semibold whitespace-nowrap">{formatDollars(part.price)}$</td>
          <td>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              // Named per row, so a screen reader's list of buttons says which product each is for.
              aria-label={`Update ${part.productName}`}
              onClick={() => onUpdate(part)}
            >
              Update
            </button>
            {/* Beside Update, so the spec's columns stay as they are. */}
            <Link
              className="btn btn-sm btn-ghost ml-1"
              href={`/dashboard/fitment/${part._id}`}
              aria-label={`Fitment of ${part.productName}`}
            >
              Fitment
            </Link>
          </td>
          <td>
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-square text-error"
              aria-label={`Delete ${part.productName}`}
              onClick={() => onDelete(part)}
            >
              <TrashIcon className="h-5 w-5" />
            </button>
          </td>
        </tr>
      ))}
    </DataTableFrame>
  );
}
