"use client";

import Link from "next/link";
import { TrashIcon } from "@/components/dashboard/icons";
import { DataTableFrame } from "@/components/ui/data-table-frame";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import { formatDollars } from "@/lib/contract/money";
import type { OrderJson } from "@/lib/contract/order";
import { orderMessages } from "@/lib/validation/spec-texts";
import { PaidBadge, StatusText } from "./order-status";

const COLUMNS = [
  "Image",
  "Product",
  "Quantity",
  "Unit price",
  "Address",
  "Phone",
  "Transaction ID",
  "Status",
  "Payment",
  "Pay",
  "Delete",
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
    <DataTableFrame caption="Your orders" columns={COLUMNS} loading={!orders}>
      {orders?.map((order) => (
        <MyOrderRow key={order._id} order={order} onDelete={() => onDelete(order)} />
      ))}
    </DataTableFrame>
  );
}

function MyOrderRow({ order, onDelete }: { order: OrderJson; onDelete: () => void }) {
  const { productInfo, address } = order;
  const payLabel = orderMessages.payButton(formatDollars(order.total));
  return (
    <tr data-testid="my-order-row">
      <td>
        <RowThumbnail src={productInfo.image} name={productInfo.productName} />
      </td>
      <th scope="row" className="min-w-32 font-semibold">
        {productInfo.productName}
      </th>
      <td className="whitespace-nowrap">{productInfo.orderQty} pcs</td>
      <td className="whitespace-nowrap">{formatDollars(productInfo.price)}$</td>
      <td className="max-w-48 min-w-32 break-words">{address.address}</td>
      <td className="whitespace-nowrap">{address.phone}</td>
      <td className="max-w-36 min-w-28">
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
            href={`/dashboard/payment/${encodeURIComponent(order._id)}`}
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
