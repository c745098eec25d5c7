"use client";

import { TrashIcon } from "@/components/dashboard/icons";
import { DataTableFrame, type TableColumn } from "@/components/ui/data-table-frame";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import type { TableSorting } from "@/components/ui/server-table/sort-header";
import { formatDollars } from "@/lib/contract/money";
import type { OrderJson } from "@/lib/contract/order";
import { OrderDate } from "./order-date";
import { PaidBadge, StatusText } from "./order-status";
import { InvoiceLink } from "./invoice-link";
import { OrderDetailLink } from "./order-detail-link";

// Fixed widths for the short and the action columns; name, email and product share the rest and
// wrap. At 64rem (a 1366 px screen beside the sidebar) every action is in view.
// The sortable ones name the API's sort; dates and amounts come largest first, text A to Z.
export const ORDER_COLUMNS = [
  { label: "Date", className: "w-24", sortKey: "createdAt", firstOrder: "desc" },
  { label: "Name", className: "", sortKey: "customer" },
  { label: "Email", className: "", sortKey: "email" },
  { label: "Phone", className: "w-24" },
  { label: "Product", className: "", sortKey: "product" },
  { label: "Price", className: "w-20" },
  { label: "Quantity", className: "w-24", sortKey: "quantity", firstOrder: "desc" },
  { label: "Total price", className: "w-24", sortKey: "total", firstOrder: "desc" },
  { label: "Image", className: "w-[4.5rem]" },
  { label: "Status", className: "w-[6.5rem]" },
  { label: "Shipping", className: "w-[6.5rem]" },
  { label: "Delete", className: "w-14" },
] satisfies TableColumn[];

/** A page of orders; only paid, unshipped ones can be shipped, and only unshipped ones deleted. */
export function ManageOrdersTable({
  orders,
  sorting,
  refreshing,
  onShip,
  onDelete,
}: {
  /** Undefined while loading. */
  orders: OrderJson[] | undefined;
  sorting: TableSorting;
  refreshing?: boolean;
  onShip: (order: OrderJson) => void;
  onDelete: (order: OrderJson) => void;
}) {
  return (
    <DataTableFrame
      caption="All orders"
      columns={ORDER_COLUMNS}
      loading={!orders}
      sorting={sorting}
      refreshing={refreshing}
      layoutClassName="table-fixed min-w-[64rem]"
    >
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
      <th scope="row" className="font-semibold break-words">
        {author.name}
      </th>
      <td className="break-all">{author.email}</td>
      <td className="break-words">{order.address.phone}</td>
      <td className="break-words">
        {productInfo.productName}
        <div className="flex flex-wrap gap-x-3">
          <OrderDetailLink orderId={order._id} productName={`${which}`} />
          <InvoiceLink order={order} />
        </div>
      </td>
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
