"use client";

import Link from "next/link";
import { TrashIcon } from "@/components/dashboard/icons";
import { DataTableFrame, type TableColumn } from "@/components/ui/data-table-frame";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import { formatDollars } from "@/lib/contract/money";
import type { OrderJson } from "@/lib/contract/order";
import { orderMessages } from "@/lib/validation/spec-texts";
import { PaidBadge, StatusText } from "./order-status";
import { OrderRowExtras } from "./order-row-extras";

// Fixed widths for the short and the action columns; product, address and transaction id share
// the rest and wrap. At 64rem (a 1366 px screen beside the sidebar) every action is in view.
const COLUMNS: TableColumn[] = [
  { label: "Image", className: "w-[4.5rem]" },
  { label: "Product", className: "" },
  { label: "Quantity", className: "w-20" },
  { label: "Unit price", className: "w-24" },
  { label: "Address", className: "" },
  { label: "Phone", className: "w-28" },
  { label: "Transaction ID", className: "" },
  { label: "Status", className: "w-28" },
  { label: "Payment", className: "w-20" },
  { label: "Pay", className: "w-36" },
  { label: "Delete", className: "w-14" },
];

/** The customer's orders; Pay and delete stay disabled once an order is paid (Pay once expired). */
export function MyOrdersTable({
  orders,
  onDelete,
}: {
  /** Undefined while loading. */
  orders: OrderJson[] | undefined;
  onDelete: (order: OrderJson) => void;
}) {
  return (
    <DataTableFrame
      caption="Your orders"
      columns={COLUMNS}
      loading={!orders}
      layoutClassName="table-fixed min-w-[64rem]"
    >
      {orders?.map((order) => (
        <MyOrderRow
          key={order._id}
          order={order}
          checkoutDue={order.checkoutId ? checkoutDue(orders, order.checkoutId) : null}
          onDelete={() => onDelete(order)}
        />
      ))}
    </DataTableFrame>
  );
}

/** What a checkout still owes: its lines that are neither paid nor expired, paid together. */
const checkoutDue = (orders: OrderJson[], checkoutId: string) =>
  orders
    .filter((order) => order.checkoutId === checkoutId && order.status === "pending")
    .reduce((sum, order) => sum + Math.round(order.total * 100), 0) / 100;

function MyOrderRow({
  order,
  checkoutDue,
  onDelete,
}: {
  order: OrderJson;
  /** For a line of a checkout: what paying it pays (every unpaid line of the checkout). */
  checkoutDue: number | null;
  onDelete: () => void;
}) {
  const { productInfo, address } = order;
  const payLabel = orderMessages.payButton(formatDollars(checkoutDue ?? order.total));
  const payId = order.checkoutId ?? order._id;
  return (
    <tr data-testid="my-order-row">
      <td>
        <RowThumbnail src={productInfo.image} name={productInfo.productName} />
      </td>
      <th scope="row" className="font-semibold break-words">
        {productInfo.productName}
        <OrderRowExtras order={order} />
      </th>
      <td className="whitespace-nowrap">{productInfo.orderQty} pcs</td>
      <td className="whitespace-nowrap">{formatDollars(productInfo.price)}$</td>
      <td className="break-words">{address.address}</td>
      <td className="break-words">{address.phone}</td>
      <td>
        {order.transactionId ? (
          <span className="font-mono text-xs break-all">{order.transactionId}</span>
        ) : (
          <span className="text-base-content/70 italic">{orderMessages.noTransaction}</span>
        )}
      </td>
      <td>
        <StatusText order={order} audience="customer" />
      </td>
      <td>
        <PaidBadge paid={order.paid} />
      </td>
      <td>
        {order.paid || order.status === "expired" ? (
          <button type="button" className="btn btn-sm whitespace-nowrap" disabled>
            {payLabel}
          </button>
        ) : (
          <Link
            href={`/dashboard/payment/${encodeURIComponent(payId)}`}
            className="btn btn-sm btn-primary whitespace-nowrap"
          >
            {payLabel}
          </Link>
        )}
      </td>
      <td>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square text-error disabled:text-base-content/30"
          aria-label={`Delete order: ${productInfo.orderQty} pcs ${productInfo.productName}`}
          disabled={order.paid}
          onClick={onDelete}
        >
          <TrashIcon className="h-5 w-5" />
        </button>
      </td>
    </tr>
  );
}
