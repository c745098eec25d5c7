import { companyScreenTexts as t } from "@/domains/companies";
import type { CompanyStatus } from "@/models/company-values";

// The colour backs up the word, never replaces it.
const BADGE: Record<CompanyStatus, string> = {
  pending: "badge-warning",
  approved: "badge-success",
  rejected: "badge-error",
  suspended: "badge-neutral",
};

/** A company's status as a badge, on the Business account page and in the Companies table. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${BADGE[status]}`}>{t.statusLabel[status]}</span>
  );
}
