"use client";

import { TrashIcon } from "@/components/layout/dashboard/icons";
import {
  cardLabel,
  DataTableFrame,
  type ColumnSpec,
  type TableColumn,
} from "@/components/ui/data-table-frame";
import { EmailText } from "@/components/ui/email-text";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import type { TableSorting } from "@/components/ui/server-table/sort-header";
import { formatDollars } from "@/lib/money";
import type { OrderJson } from "@/domains/ordering";
import { OrderDate } from "./order-date";
import { PaidBadge, StatusText } from "./order-status";
import { InvoiceLink } from "./invoice-link";
import { OrderDetailLink } from "./order-detail-link";

// The sortable ones name the API's sort; dates and amounts come largest first, text A to Z.
const COLUMN = {
  date: { label: "Date", sortKey: "createdAt", firstOrder: "desc" },
  name: { label: "Name", sortKey: "customer" },
  email: { label: "Email", sortKey: "email" },
  phone: { label: "Phone" },
  product: { label: "Product", sortKey: "product" },
  price: { label: "Price" },
  quantity: { label: "Quantity", sortKey: "quantity", firstOrder: "desc" },
  total: { label: "Total price", sortKey: "total", firstOrder: "desc" },
  image: { label: "Image" },
  status: { label: "Status" },
  shipping: { label: "Shipping" },
  delete: { label: "Delete" },
} satisfies Record<string, TableColumn>;
export const ORDER_COLUMNS: ColumnSpec[] = Object.values(COLUMN);

/**
 * A page of orders; only paid (or billed on account), unshipped ones can be shipped, and only
 * unshipped ones deleted.
 */
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
      cards
      // Twelve columns beside the sidebar at 1366 px: narrower cell padding makes them fit.
      layoutClassName="[&_:is(th,td)]:px-2"
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
      <td {...cardLabel(COLUMN.date)}>
        <OrderDate iso={order.createdAt} />
      </td>
      <th scope="row" className="font-semibold break-words" {...cardLabel(COLUMN.name)}>
        {author.name}
      </th>
      <td className="break-words" {...cardLabel(COLUMN.email)}>
        <EmailText email={author.email} />
      </td>
      <td {...cardLabel(COLUMN.phone)}>{order.address.phone}</td>
      <td className="min-w-32 break-words" {...cardLabel(COLUMN.product)}>
        {productInfo.productName}
        <div className="flex flex-wrap gap-x-3">
          <OrderDetailLink orderId={order._id} productName={`${which}`} />
          <InvoiceLink order={order} />
        </div>
      </td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.price)}>
        {formatDollars(productInfo.price)}$
      </td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.quantity)}>
        {productInfo.orderQty} pcs
      </td>
      <td className="font-semibold whitespace-nowrap" {...cardLabel(COLUMN.total)}>
        {formatDollars(order.total)}$
      </td>
      <td {...cardLabel(COLUMN.image)}>
        <RowThumbnail src={productInfo.image} name={productInfo.productName} />
      </td>
      <td {...cardLabel(COLUMN.status)}>
        <div className="flex flex-col items-start gap-1">
          <StatusText order={order} audience="admin" />
          {order.shipped ? null : <PaidBadge paid={order.paid} onAccount={order.onAccount} />}
        </div>
      </td>
      <td {...cardLabel(COLUMN.shipping)}>
        <button
          type="button"
          className="btn btn-sm btn-success"
          aria-label={`Shipped: ${which}`}
          disabled={(!order.paid && !order.onAccount) || order.shipped}
          onClick={onShip}
        >
          Shipped
        </button>
      </td>
      <td {...cardLabel(COLUMN.delete)}>
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
