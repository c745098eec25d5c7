"use client";

import { cardLabel, type ColumnSpec } from "@/components/ui/data-table-frame";
import { mayMove, returnReasonLabels, returnScreenTexts } from "@/domains/returns";
import type { ReturnsTableRow } from "@/domains/returns/client";
import { formatMoney } from "@/lib/money";
import { ReturnStatusBadge } from "./return-status-badge";

const t = returnScreenTexts.admin;
const COLUMN = Object.fromEntries(
  Object.entries(t.columns).map(([key, label]) => [key, { label }]),
) as Record<keyof typeof t.columns, ColumnSpec>;
export const returnColumns = Object.values(COLUMN);

/** The moves a row offers, in the order the work goes. */
const RETURN_MOVES = ["approved", "received", "refunded", "rejected"] as const;
export type ReturnMove = (typeof RETURN_MOVES)[number];

/** One return in the admins' table: its facts, its refund once received, its next moves. */
export function ReturnAdminRow({
  entry,
  busy,
  onMove,
  onDetails,
}: {
  entry: ReturnsTableRow;
  busy: boolean;
  onMove: (entry: ReturnsTableRow, move: ReturnMove) => void;
  onDetails: (entry: ReturnsTableRow) => void;
}) {
  return (
    <tr data-testid="return-row">
      <th scope="row" className="font-mono whitespace-nowrap" {...cardLabel(COLUMN.number)}>
        {entry.number}
      </th>
      <td className="break-words" {...cardLabel(COLUMN.part)}>
        <span className="font-medium">{entry.productName}</span>
        {entry.partNumber ? (
          <span className="block font-mono text-xs">{entry.partNumber}</span>
        ) : null}
        <span className="block font-mono text-xs break-all text-base-content/70">
          {t.orderOf(entry.orderId)}
        </span>
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
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.created)}>
        {entry.createdAt.slice(0, 10)}
      </td>
      <td {...cardLabel(COLUMN.actions)}>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-outline btn-xs"
            aria-label={t.detailsOf(entry.number)}
            onClick={() => onDetails(entry)}
          >
            {t.details}
          </button>
          {RETURN_MOVES.filter((move) => mayMove(entry.status, move)).map((move) => (
            <button
              key={move}
              type="button"
              className={`btn btn-xs ${move === "rejected" ? "btn-error btn-outline" : "btn-primary"}`}
              aria-label={t.actionOf(t.actions[move], entry.number)}
              disabled={busy}
              onClick={() => onMove(entry, move)}
            >
              {t.actions[move]}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}
