"use client";

import { TrashIcon } from "@/components/dashboard/icons";
import { DataTableFrame } from "@/components/ui/data-table-frame";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import { formatDollars } from "@/lib/contract/money";
import type { OrderJson } from "@/lib/contract/order";
import { OrderDate } from "./order-date";
import { PaidBadge, StatusText } from "./order-status";

const COLUMNS = [
  "Date",
  "Name",
  "Email",
  "Phone",
  "Product",
  "Price",
  "Quantity",
  "Total price",
  "Image",
  "Status",
  "Shipping",
  "Delete",
];

/** Every order; only paid, unshipped ones can be shipped, and only unshipped ones deleted. */
export function ManageOrdersTable({
  orders,
  onShip,
  onDelete,
}: {
  /** Undefined while loading. */
  orders: OrderJson[] | undefined;
  onShip: (order: OrderJson) => void;
  onDelete: (order: OrderJson) => void;
}) {
  return (
    <DataTableFrame caption="All orders" columns={COLUMNS} loading={!orders}>
      {orders?.map((order) => (
        <ManageOrderRow
          key={order._id}
          order={order}
          onShip={() => onShip(order)}
          onDelete={() => onDelete(order)}
        />
      ))}
    </DataTableFrame>
  );
}

function ManageOrderRow({
  order,
  onShip,
  onDelete,
}: {
  order: OrderJson;
  onShip: () => void;
  onDelete: () => void;
}) {
  const { productInfo, author } = order;
  // Named per row, so a screen reader's list of buttons says which order each one is for.
  const which = `${productInfo.productName} for ${author.name}`;
  return (
    <tr data-testid="manage-order-row">
      <td>
        <OrderDate iso={order.createdAt} />
      </td>
      <th scope="row" className="min-w-28 font-semibold">
        {author.name}
      </th>
      <td className="whitespace-nowrap">{author.email}</td>
      <td className="whitespace-nowrap">{order.address.phone}</td>
      <td className="min-w-36">{productInfo.productName}</td>
      <td className="whitespace-nowrap">{formatDollars(productInfo.price)}$</td>
      <td className="whitespace-nowrap">{productInfo.orderQty} pcs</td>
      <td className="font-semibold whitespace-nowrap">{formatDollars(order.total)}$</td>
      <td>
        <RowThumbnail src={productInfo.image} name={productInfo.productName} />
      </td>
      <td>
        <div className="flex flex-col items-start gap-1">
          <StatusText order={order} audience="admin" />
          {order.shipped ? null : <PaidBadge paid={order.paid} />}
        </div>
      </td>
      <td>
        <button
          type="button"
          className="btn btn-sm btn-success"
          aria-label={`Shipped: ${which}`}
          disabled={!order.paid || order.shipped}
          onClick={onShip}
        >
          Shipped
        </button>
      </td>
      <td>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square text-error disabled:text-base-content/30"
          aria-label={`Delete order: ${which}`}
          disabled={order.shipped}
          onClick={onDelete}
        >
          <TrashIcon className="h-5 w-5" />
        </button>
      </td>
    </tr>
  );
}
