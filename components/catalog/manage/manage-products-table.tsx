"use client";

import Link from "next/link";
import { TrashIcon } from "@/components/layout/dashboard/icons";
import {
  cardLabel,
  DataTableFrame,
  type ColumnSpec,
  type TableColumn,
} from "@/components/ui/data-table-frame";
import type { TableSorting } from "@/components/ui/server-table/sort-header";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import { formatDollars } from "@/lib/money";
import type { PartJson } from "@/domains/catalog/part-json";
import { FITMENT_REVIEW_BADGE } from "@/domains/catalog/fitment-review-texts";
import { retirementTexts } from "@/domains/catalog/retirement-texts";
import { LowStockNote } from "./low-stock-note";

// The sortable ones name the API's sort; A to Z and the lowest first.
const COLUMN = {
  image: { label: "Image" },
  name: { label: "Name", sortKey: "name" },
  creator: { label: "Creator" },
  stock: { label: "Available quantity", sortKey: "stock" },
  maximum: { label: "Maximum quantity" },
  price: { label: "Price", sortKey: "price" },
  update: { label: "Update" },
  delete: { label: "Delete" },
} satisfies Record<string, TableColumn>;
export const PRODUCT_COLUMNS: ColumnSpec[] = Object.values(COLUMN);

/** A page of products with their Update, Retire and delete buttons, low stock and retired marked. */
export function ManageProductsTable({
  parts,
  sorting,
  refreshing,
  onUpdate,
  onRetire,
  onDelete,
}: {
  /** Undefined while loading; `fitmentReview` marks a part wrong-part returns flagged. */
  parts: (PartJson & { fitmentReview?: boolean })[] | undefined;
  sorting: TableSorting;
  refreshing?: boolean;
  onUpdate: (part: PartJson) => void;
  /** Retires the part, or (retired) sells it again. */
  onRetire: (part: PartJson) => void;
  onDelete: (part: PartJson) => void;
}) {
  return (
    <DataTableFrame
      caption="All products"
      columns={PRODUCT_COLUMNS}
      loading={!parts}
      cards
      sorting={sorting}
      refreshing={refreshing}
    >
      {parts?.map((part) => (
        <tr key={part._id} data-testid="manage-product-row">
          <td {...cardLabel(COLUMN.image)}>
            <RowThumbnail src={part.image} name={part.productName} />
          </td>
          <th
            scope="row"
            className="min-w-40 font-semibold break-words"
            {...cardLabel(COLUMN.name)}
          >
            {part.productName}
            {part.retired && (
              <span className="badge badge-neutral badge-sm ml-2 align-middle">
                {retirementTexts.retiredBadge}
              </span>
            )}
            {part.fitmentReview && (
              <span className="badge badge-warning badge-sm ml-2 align-middle">
                {FITMENT_REVIEW_BADGE}
              </span>
            )}
            {/* Under the name, so the spec's columns stay as they are. */}
            <span className="block text-sm font-normal text-base-content/70">
              {part.partNumber} · {part.brand}
            </span>
          </th>
          <td {...cardLabel(COLUMN.creator)}>{part.creator.name}</td>
          <td className="whitespace-nowrap" {...cardLabel(COLUMN.stock)}>
            {part.availableQty} pcs
            <LowStockNote part={part} />
          </td>
          <td className="whitespace-nowrap" {...cardLabel(COLUMN.maximum)}>
            {part.orderQty} pcs
          </td>
          <td className="font-semibold whitespace-nowrap" {...cardLabel(COLUMN.price)}>
            {formatDollars(part.price)}$
          </td>
          <td {...cardLabel(COLUMN.update)}>
            <div className="flex flex-wrap gap-1">
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
                className="btn btn-sm btn-ghost"
                href={`/dashboard/fitment/${part._id}`}
                aria-label={`Fitment of ${part.productName}`}
              >
                Fitment
              </Link>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                aria-label={`${part.retired ? retirementTexts.bringBack : retirementTexts.retire} ${part.productName}`}
                onClick={() => onRetire(part)}
              >
                {part.retired ? retirementTexts.bringBack : retirementTexts.retire}
              </button>
            </div>
          </td>
          <td {...cardLabel(COLUMN.delete)}>
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
