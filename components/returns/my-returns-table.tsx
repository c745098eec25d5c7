"use client";

import { cardLabel, DataTableFrame, type ColumnSpec } from "@/components/ui/data-table-frame";
import type { OrderJson } from "@/domains/ordering";
import { returnReasonLabels, returnScreenTexts } from "@/domains/returns";
import { returnLabelPath, type ReturnsTableRow } from "@/domains/returns/client";
import { formatMoney } from "@/lib/money";
import { ReturnStatusBadge } from "./return-status-badge";

const t = returnScreenTexts.list;
const COLUMN = Object.fromEntries(
  Object.entries(t.columns).map(([key, label]) => [key, { label }]),
) as Record<keyof typeof t.columns, ColumnSpec>;

/**
 * The customer's returns: RMA, part, quantity, reason, status, refund once known, label.
 * Without `returns` (still loading) the frame shows its skeleton rows inside the table.
 */
export function MyReturnsTable({
  returns,
  orders,
}: {
  returns: ReturnsTableRow[] | undefined;
  orders: Map<string, OrderJson>;
}) {
  return (
    <DataTableFrame caption={t.caption} columns={Object.values(COLUMN)} loading={!returns} cards>
      {returns?.map((entry) => (
        <tr key={entry._id} data-testid="my-return-row">
          <th scope="row" className="font-mono whitespace-nowrap" {...cardLabel(COLUMN.number)}>
            {entry.number}
          </th>
          <td className="break-words" {...cardLabel(COLUMN.part)}>
            {orders.get(entry.orderId)?.productInfo.productName ?? t.unknownPart}
          </td>
          <td className="whitespace-nowrap" {...cardLabel(COLUMN.quantity)}>
            {entry.quantity} pcs
          </td>
          <td {...cardLabel(COLUMN.reason)}>{returnReasonLabels[entry.reason]}</td>
          <td {...cardLabel(COLUMN.status)}>
            <ReturnStatusBadge status={entry.status} />
          </td>
          <td className="whitespace-nowrap" {...cardLabel(COLUMN.refund)}>
            {entry.refund === null ? "—" : formatMoney(entry.refund)}
          </td>
          <td {...cardLabel(COLUMN.label)}>
            <a
              href={returnLabelPath(entry._id)}
              className="btn btn-outline btn-xs"
              aria-label={t.labelOf(entry.number)}
              download
            >
              {t.label}
            </a>
          </td>
          <td className="whitespace-nowrap" {...cardLabel(COLUMN.created)}>
            {entry.createdAt.slice(0, 10)}
          </td>
        </tr>
      ))}
    </DataTableFrame>
  );
}
