"use client";

import type { HistoryEntry } from "@/domains/ordering";
import { shortNumber } from "@/domains/ordering";
import type { OrderJson } from "@/domains/ordering";
import { formatDollars } from "@/lib/money";
import { orderHistoryTexts as t } from "@/domains/ordering";
import { CheckoutInvoiceLink } from "../invoice-link";
import { OrderAgainButton } from "../order-again-button";
import { PlacedOn } from "./placed-on";
import { PaidBadge, StatusText } from "../order-status";
import { OrderPayLink } from "../order-pay-link";
import { historyLayout as L } from "./layout";
import { OrderLineRow } from "./order-line-row";

type CheckoutEntry = Extract<HistoryEntry, { kind: "checkout" }>;

/**
 * A checkout in My Orders: a head row with its number, date, lines, total, status, Pay and
 * invoice (paid together, so one of each), then its lines.
 */
export function CheckoutRows({
  entry,
  onDelete,
}: {
  entry: CheckoutEntry;
  onDelete: (order: OrderJson) => void;
}) {
  const { checkoutId, lines, summary } = entry;
  const number = t.checkoutNumber(shortNumber(checkoutId));
  return (
    <tbody className={L.body} data-testid="my-checkout">
      <tr data-testid="my-checkout-head" className={`bg-base-200 ${L.row}`}>
        <th scope="rowgroup" colSpan={6} className={`font-normal ${L.product}`}>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className="badge h-auto badge-sm font-semibold whitespace-nowrap badge-neutral"
              title={t.checkoutTitle}
              data-testid="checkout-badge"
            >
              {number}
            </span>
            <PlacedOn iso={entry.createdAt} />
            <span className="whitespace-nowrap">{t.lines(lines.length)}</span>
            <span className="font-semibold whitespace-nowrap">
              {t.total(formatDollars(summary.amount))}
            </span>
            <CheckoutInvoiceLink
              checkoutId={checkoutId}
              paid={summary.paid}
              label={t.checkoutInvoiceLabel(shortNumber(checkoutId))}
            />
            <OrderAgainButton order={lines[0]!} wholeCheckout subject={number} />
          </span>
        </th>
        <td className={L.status}>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusText order={summary} audience="customer" />
            <PaidBadge paid={summary.paid} />
          </span>
        </td>
        <td className={L.pay}>
          <OrderPayLink payId={checkoutId} summary={summary} />
        </td>
        <td className="@max-4xl:hidden" />
      </tr>
      {lines.map((order) => (
        <OrderLineRow key={order._id} order={order} onDelete={() => onDelete(order)} />
      ))}
    </tbody>
  );
}
