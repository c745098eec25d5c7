"use client";

import { TrashIcon } from "@/components/layout/dashboard/icons";
import { RowThumbnail } from "@/components/ui/row-thumbnail";
import { formatDollars } from "@/lib/money";
import type { OrderJson } from "@/domains/ordering";
import { shipToText, shortNumber, type PayableSummary } from "@/domains/ordering";
import { orderHistoryTexts as t } from "@/domains/ordering";
import { orderMessages } from "@/domains/ordering";
import { InvoiceLink } from "../invoice-link";
import { OrderAgainButton } from "../order-again-button";
import { PlacedOn } from "./placed-on";
import { OrderDetailLink } from "../order-detail-link";
import { PaidBadge, StatusText } from "../order-status";
import { OrderPayLink } from "../order-pay-link";
import { ReturnOrderLink } from "../return-order-link";
import { TrackingLink } from "../tracking-link";
import { historyLayout as L } from "./layout";

/**
 * One line of My Orders: a single order (with its number, date, Pay and invoice), or a line of
 * a checkout (`single` absent: the checkout's head row carries those; the line shows its total).
 */
export function OrderLineRow({
  order,
  single,
  onDelete,
}: {
  order: OrderJson;
  single?: PayableSummary;
  onDelete: () => void;
}) {
  const { productInfo, address } = order;
  const columns = t.columns;
  return (
    <tr data-testid="my-order-row" className={L.row}>
      <td className={L.image}>
        <RowThumbnail src={productInfo.image} name={productInfo.productName} />
      </td>
      <th scope="row" className={`font-semibold break-words ${L.product}`}>
        {productInfo.productName}
        {single ? (
          <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs font-normal text-base-content/70">
            <span className="whitespace-nowrap">{t.orderNumber(shortNumber(order._id))}</span>
            <PlacedOn iso={order.createdAt} />
          </span>
        ) : null}
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-normal">
          <OrderDetailLink orderId={order._id} productName={productInfo.productName} />
          {single ? <InvoiceLink order={order} /> : null}
          <OrderAgainButton order={order} wholeCheckout={false} />
          <ReturnOrderLink order={order} />
        </span>
      </th>
      <td data-label={columns.quantity} className={`whitespace-nowrap ${L.detail}`}>
        {productInfo.orderQty} pcs
      </td>
      <td data-label={columns.unitPrice} className={`whitespace-nowrap ${L.detail}`}>
        {formatDollars(productInfo.price)}$
      </td>
      <td data-label={columns.shipTo} className={`break-words ${L.detail}`}>
        <span className="flex min-w-0 flex-col">
          <span>{shipToText(address)}</span>
          <span>{address.phone}</span>
          <TrackingLink order={order} />
        </span>
      </td>
      <td data-label={columns.transactionId} className={L.detail}>
        {order.transactionId ? (
          <span className="min-w-0 font-mono text-xs break-all">{order.transactionId}</span>
        ) : (
          <span className="text-base-content/70 italic">{orderMessages.noTransaction}</span>
        )}
      </td>
      <td className={L.status}>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <StatusText order={order} audience="customer" />
          <PaidBadge paid={order.paid} />
        </span>
      </td>
      <td className={L.pay}>
        {single ? (
          <OrderPayLink payId={order._id} summary={single} />
        ) : (
          <span className="whitespace-nowrap text-base-content/70">
            <span className="sr-only @max-4xl:not-sr-only">{t.lineTotal} </span>
            {formatDollars(order.total)}$
          </span>
        )}
      </td>
      <td className={L.remove}>
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
