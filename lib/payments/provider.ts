import "server-only";
import { AppError } from "@/lib/errors";
import { orderMessages } from "@/domains/ordering";

/** A payment intent as our code needs it, whichever provider holds it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** The provider's status; only "succeeded" means the money was taken. */
  status: string;
  amountCents: number;
  /** The order the intent was created for (Stripe: metadata.orderId). */
  orderId: string | null;
  /** Or the checkout whose orders it pays together (Stripe: metadata.checkoutId). */
  checkoutId: string | null;
}

/** What an intent pays: one order, or every unpaid order of one checkout. */
export type PaymentSubject = { orderId: string } | { checkoutId: string };

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Creates the subject's intent; the same idempotency key answers the same intent again. */
  createIntent(input: {
    subject: PaymentSubject;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  /** The intent as the provider knows it now, or null when it has no such intent. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | null>;
  /**
   * Cancels an intent that has not been paid, so no card can pay it any more. Answers what the
   * intent is afterwards: "canceled", or "succeeded" when a payment got there first, or
   * "processing" while the provider is still deciding.
   */
  cancelIntent(intentId: string): Promise<"canceled" | "succeeded" | "processing">;
  /** Refunds in full; throws PaymentProviderError with the provider's reason when it cannot. */
  refund(input: {
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}

/** The provider refused or failed; its message is safe to show (card errors are meant for users). */
export class PaymentProviderError extends AppError {
  constructor(message: string, status = 402) {
    super(status, message);
    this.name = "PaymentProviderError";
  }
}

/** No provider takes card payments here (production, no Stripe keys, no PAYMENTS_TEST_MODE). */
export class PaymentsNotConfiguredError extends AppError {
  constructor() {
    super(503, orderMessages.paymentsNotConfigured);
    this.name = "PaymentsNotConfiguredError";
  }
}
