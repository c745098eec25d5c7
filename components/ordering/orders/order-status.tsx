import type { OrderJson } from "@/domains/ordering";
import { orderStatusLabels } from "@/domains/ordering";

type Audience = "customer" | "admin";
/** An order's state, or a checkout's summed up (order-history.ts). */
type State = Pick<OrderJson, "status" | "paid" | "shipped">;

/**
 * The status word for an order: the customer's view says Processing where the admin's says
 * Pending; an unpaid order whose hold ran out says Expired to both.
 */
function statusLabel(order: State, audience: Audience): string {
  const labels = orderStatusLabels[audience];
  if (order.status === "expired") return orderStatusLabels.expired;
  if (order.shipped) return labels.shipped;
  return order.paid ? labels.paid : labels.unpaid;
}

const DOTS = {
  shipped: "status-success",
  paid: "status-info",
  pending: "status-warning",
  expired: "status-neutral",
} as const;

export function StatusText({ order, audience }: { order: State; audience: Audience }) {
  const label = statusLabel(order, audience);
  // The dot repeats the word in colour; the word alone carries the meaning.
  const dot = DOTS[order.status];
  return (
    <span className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap">
      <span className={`status ${dot}`} aria-hidden="true" />
      {label}
    </span>
  );
}

/** 'Paid' or 'Unpaid', as a badge; 'On account' for an unpaid one billed on an invoice. */
export function PaidBadge({ paid, onAccount = false }: { paid: boolean; onAccount?: boolean }) {
  if (!paid && onAccount)
    return (
      <span className="badge badge-sm badge-info whitespace-nowrap">
        {orderStatusLabels.onAccountFlag}
      </span>
    );
  return (
    <span className={`badge badge-sm whitespace-nowrap ${paid ? "badge-success" : "badge-error"}`}>
      {paid ? orderStatusLabels.paidFlag : orderStatusLabels.unpaidFlag}
    </span>
  );
}
