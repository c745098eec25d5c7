import { taxScreenTexts as t } from "@/domains/tax";
import type { TaxExemptionStatus } from "@/models/tax-values";

// The colour backs up the word, never replaces it.
const BADGE: Record<TaxExemptionStatus, string> = {
  pending: "badge-warning",
  verified: "badge-success",
  rejected: "badge-error",
};

/** A certificate's status as a badge; an expired one says so whatever its status. */
export function ExemptionStatusBadge({
  status,
  expired,
}: {
  status: TaxExemptionStatus;
  expired: boolean;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`badge whitespace-nowrap ${BADGE[status]}`}>{t.statusLabel[status]}</span>
      {expired ? <span className="badge badge-neutral whitespace-nowrap">{t.expired}</span> : null}
    </span>
  );
}
