import { formatDollars } from "@/lib/money";
import { orderMessages } from "@/domains/ordering";

/** 'Pay {total}$', or a disabled "Processing…" for the whole payment, intent to booking. */
export function PayButton({
  total,
  busy,
  disabled = false,
}: {
  total: number;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-lg btn-block"
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy ? (
        <>
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          Processing…
        </>
      ) : (
        orderMessages.payButton(formatDollars(total))
      )}
    </button>
  );
}
