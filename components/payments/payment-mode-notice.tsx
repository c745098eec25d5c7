import { orderMessages } from "@/domains/ordering";

/**
 * Says on the payment screen, whatever state the order is in, that the built-in test provider
 * is taking the payments: nothing typed here is charged.
 */
export function TestModeNotice() {
  return (
    <div role="note" className="alert alert-warning mb-4 flex flex-col items-start gap-1">
      <p className="font-bold">{orderMessages.testModeTitle}</p>
      <p className="text-sm">
        This shop takes payments with its built-in test provider: no card is charged.
      </p>
    </div>
  );
}

/** Shown instead of a card form when no payment provider is configured. */
export function PaymentsNotConfigured() {
  return (
    <p role="status" className="alert alert-info">
      {orderMessages.paymentsNotConfigured}
    </p>
  );
}
