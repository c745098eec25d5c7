import type { ReturnStatus } from "@/models/return-values";
import { returnStatusLabels } from "@/domains/returns";

const TONE: Record<ReturnStatus, string> = {
  requested: "badge-info",
  approved: "badge-neutral",
  received: "badge-warning",
  refunded: "badge-success",
  rejected: "badge-error",
};

/** A return's status as a badge, on the customer's list and in the admins' table. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span className={`badge badge-sm whitespace-nowrap ${TONE[status]}`}>
      {returnStatusLabels[status]}
    </span>
  );
}
