import Link from "next/link";
import { formatDollars } from "@/lib/money";
import type { PayableSummary } from "@/domains/ordering";
import { orderMessages } from "@/domains/ordering";

/**
 * The spec's Pay button: always the order's (or checkout's) total, a link to the payment screen
 * while something is owed, a disabled button once paid (or expired).
 */
export function OrderPayLink({ payId, summary }: { payId: string; summary: PayableSummary }) {
  const label = orderMessages.payButton(formatDollars(summary.amount));
  // A total too long for the column wraps inside the button rather than spilling out of it.
  const size = "btn btn-sm h-auto min-h-8 w-full py-1 @lg:w-auto";
  if (!summary.payable)
    return (
      <button type="button" className={size} disabled>
        {label}
      </button>
    );
  return (
    <Link
      href={`/dashboard/payment/${encodeURIComponent(payId)}`}
      className={`${size} btn-primary`}
    >
      {label}
    </Link>
  );
}
