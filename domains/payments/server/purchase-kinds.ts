import "server-only";
import { AppError } from "@/lib/errors";
import { formatDollars, formatMoney } from "@/lib/money";
import type { ProviderIntent } from "@/lib/payments/provider";
import { dueOrders, sumCents, type OrderRow, type Purchase } from "@/domains/ordering/server";
import { checkoutMessages } from "@/domains/ordering";
import { orderEventDetails } from "@/domains/ordering";
import { orderMessages } from "@/domains/ordering";

/** What a checkout's intent must pay: its unpaid orders with no refund under way. */
export const owedOrders = (rows: OrderRow[]) =>
  rows.filter((row) => !row.paid && !row.refundPending);

/**
 * What paying a single order and paying a checkout do not share: the texts the customer reads,
 * and what a succeeded intent must be for. Everything else runs the same code for both.
 */
interface PurchaseKind {
  /** Why none of its lines can be paid now, or null. */
  refusal(rows: OrderRow[]): AppError | null;
  /** Said when its payment turns out to be taken already. */
  nothingLeft: string;
  amountMismatch(amountCents: number): string;
  intentCreated(amountCents: number): string;
  /** Whether a succeeded intent is for the right sum, and what the books say when it is not. */
  covers(rows: OrderRow[], intent: Pick<ProviderIntent, "id" | "amountCents">): boolean;
  notCovered(paidCents: number, rows: OrderRow[]): string;
  /** A late payment's refund: what the log and the ledger say of it. */
  lateRefundFailed: string;
  lateRefundDetail: string;
}

const KINDS: Record<Purchase["kind"], PurchaseKind> = {
  order: {
    refusal: ([order]) => {
      if (order?.paid) return new AppError(409, orderMessages.alreadyPaid);
      if (order?.checkoutId)
        return new AppError(409, checkoutMessages.payWithCheckout(order.checkoutId));
      if (order?.expiredAt) return new AppError(409, orderMessages.orderExpired);
      return null;
    },
    nothingLeft: orderMessages.alreadyPaid,
    amountMismatch: (cents) =>
      `The amount must be the order's total of ${formatMoney(cents / 100)}.`,
    intentCreated: orderEventDetails.intentCreated,
    // An order's intent is always for its whole total.
    covers: (rows, intent) => intent.amountCents === sumCents(rows),
    notCovered: (paid, rows) =>
      `Paid ${paid} cents, not the order's total of ${sumCents(rows)} cents`,
    lateRefundFailed: "A late payment was not refunded",
    lateRefundDetail: "Paid after the order had expired and its stock was sold",
  },
  checkout: {
    refusal: (rows) => {
      if (rows.some((row) => row.onAccount)) return new AppError(409, checkoutMessages.onAccount);
      if (dueOrders(rows).length > 0) return null;
      const anyPaid = rows.some((row) => row.paid);
      return new AppError(
        409,
        anyPaid ? checkoutMessages.nothingToPay : checkoutMessages.allExpired,
      );
    },
    nothingLeft: checkoutMessages.nothingToPay,
    amountMismatch: (cents) => checkoutMessages.amountMismatch(formatDollars(cents / 100)),
    intentCreated: orderEventDetails.checkoutIntentCreated,
    // A checkout's intent is for what its lines still owed when it was made.
    covers: (rows, intent) =>
      rows.some((row) => row.paid && row.transactionId === intent.id) ||
      intent.amountCents === sumCents(owedOrders(rows)),
    notCovered: (paid) => `Paid ${paid} cents, not what the checkout owes`,
    lateRefundFailed: "A late checkout payment was not refunded",
    lateRefundDetail: "Paid after the checkout had expired and its stock was sold",
  },
};

export const kindOf = (purchase: Purchase): PurchaseKind => KINDS[purchase.kind];
