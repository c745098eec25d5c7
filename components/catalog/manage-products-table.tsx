"use client";

import Link from "next/link";
import { TrashIcon } from "@/components/dashboard/icons";
import { DataTableFrame } from "@/components/ui/data-table-frame";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import { formatDollars } from "@/lib/contract/money";
import type { PartJson } from "@/lib/contract/part";

const COLUMNS = [
  "Image",
  "Name",
  "Creator",
  "Available quantity",
  "Maximum quantity",
  "Price",
  "Update",
  "Delete",
];

/** Every product, newest first, with its Update and delete buttons. */
export function ManageProductsTable({
  parts,
  onUpdate,
  onDelete,
}: {
  /** Undefined while loading. */
  parts: PartJson[] | undefined;
  onUpdate: (part: PartJson) => void;
  onDelete: (part: PartJson) => void;
}) {
  return (
    <DataTableFrame caption="All products" columns={COLUMNS} loading={!parts}>
      {parts?.map((part) => (
        <tr key={part._id} data-testid="manage-product-row">
          <td>
            <RowThumbnail src={part.image} name={part.productName} />
          </td>
          <th scope="row" className="min-w-40 font-semibold">
            {part.productName}
            {/* Under the name, so the spec's columns stay as they are. */}
            <span className="block text-sm font-normal text-base-content/70">
              {part.partNumber} · {part.brand}
            </span>
          </th>
          <td className="whitespace-nowrap">{part.creator.name}</td>
          <td className="whitespace-nowrap">{part.availableQty} pcs</td>
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
