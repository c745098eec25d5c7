"use client";

import { cardLabel, type ColumnSpec } from "@/components/ui/data-table-frame";
import { EmailText } from "@/components/ui/email-text";
import type { TaxExemptionsTableRow } from "@/domains/tax/client";
import { taxScreenTexts as t } from "@/domains/tax";
import { ExemptionStatusBadge } from "../exemption-status-badge";

const COLUMN = {
  number: { label: t.number },
  holder: { label: t.holder },
  certificate: { label: t.certificate },
  state: { label: t.state, sortKey: "state" },
  expires: { label: t.expires, sortKey: "expiresOn" },
  status: { label: t.status, sortKey: "status" },
  sent: { label: t.sent, sortKey: "createdAt", firstOrder: "desc" },
  actions: { label: t.actions },
} satisfies Record<string, ColumnSpec>;
export const EXEMPTION_COLUMNS: ColumnSpec[] = Object.values(COLUMN);

/** One certificate of the review table, with its Verify and Reject buttons. */
export function ExemptionRow({
  exemption,
  number,
  busy,
  onVerify,
  onReject,
}: {
  exemption: TaxExemptionsTableRow;
  number: number;
  busy: boolean;
  onVerify: (exemption: TaxExemptionsTableRow) => void;
  onReject: (exemption: TaxExemptionsTableRow) => void;
}) {
  const { holder } = exemption;
  return (
    <tr data-testid="tax-exemption-row">
      <th scope="row" {...cardLabel(COLUMN.number)}>
        {number}
      </th>
      <td className="break-words" {...cardLabel(COLUMN.holder)}>
        <div className="font-semibold">{holder.name}</div>
        <div className="text-sm">
          {holder.kind === "company" ? t.companyHolder : t.customerHolder}
          {holder.email ? (
            <>
              {" · "}
              <EmailText email={holder.email} />
            </>
          ) : null}
        </div>
      </td>
      <td className="break-words" {...cardLabel(COLUMN.certificate)}>
        {exemption.certificateNumber}
      </td>
      <td {...cardLabel(COLUMN.state)}>{exemption.state}</td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.expires)}>
        {exemption.expiresOn}
      </td>
      <td {...cardLabel(COLUMN.status)}>
        <ExemptionStatusBadge status={exemption.status} expired={exemption.expired} />
        {exemption.status === "rejected" && exemption.reason ? (
          <div className="mt-1 text-sm break-words">{exemption.reason}</div>
        ) : null}
      </td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.sent)}>
        {exemption.createdAt.slice(0, 10)}
      </td>
      <td {...cardLabel(COLUMN.actions)}>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-success btn-xs"
            aria-label={t.verifyOf(exemption.certificateNumber)}
            disabled={busy || exemption.status === "verified" || exemption.expired}
            onClick={() => onVerify(exemption)}
          >
            {t.verify}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-error btn-xs"
            aria-label={t.rejectOf(exemption.certificateNumber)}
            disabled={busy || exemption.status === "rejected"}
            onClick={() => onReject(exemption)}
          >
            {t.reject}
          </button>
        </div>
      </td>
    </tr>
  );
}
