"use client";

import { cardLabel, DataTableFrame, type ColumnSpec } from "@/components/ui/data-table-frame";
import type { MyOrderJson } from "@/domains/ordering";
import { returnScreenTexts } from "@/domains/returns";
import { formatMoney } from "@/lib/money";

const t = returnScreenTexts.cores;
const COLUMN = Object.fromEntries(
  Object.entries(t.columns).map(([key, label]) => [key, { label }]),
) as Record<keyof typeof t.columns, ColumnSpec>;

/**
 * The customer's orders whose cores have not come back: units, the deposit they carry, the day
 * they are due (the server's own deadline, the one its window check uses; shown as its UTC
 * day), and the way to send them back.
 */
export function OutstandingCoresTable({
  orders,
  onReturn,
}: {
  orders: MyOrderJson[];
  onReturn: (order: MyOrderJson) => void;
}) {
  return (
    <DataTableFrame caption={t.caption} columns={Object.values(COLUMN)} loading={false} cards>
      {orders.map((order) => {
        const perPieceCents = Math.round((order.coreCharge * 100) / order.productInfo.orderQty);
        return (
          <tr key={order._id} data-testid="outstanding-core-row">
            <th scope="row" className="break-words" {...cardLabel(COLUMN.part)}>
              {order.productInfo.productName}
            </th>
            <td className="whitespace-nowrap" {...cardLabel(COLUMN.units)}>
              {order.coresOutstanding}
            </td>
            <td className="whitespace-nowrap" {...cardLabel(COLUMN.deposit)}>
              {formatMoney((perPieceCents * order.coresOutstanding) / 100)}
            </td>
            <td className="whitespace-nowrap" {...cardLabel(COLUMN.deadline)}>
              {order.coreReturnBy?.slice(0, 10) ?? "—"}
            </td>
            <td {...cardLabel(COLUMN.action)}>
              <button
                type="button"
                className="btn btn-primary btn-xs whitespace-nowrap"
                aria-label={t.actionOf(order.productInfo.productName)}
                onClick={() => onReturn(order)}
              >
                {t.action}
              </button>
            </td>
          </tr>
        );
      })}
    </DataTableFrame>
  );
}
