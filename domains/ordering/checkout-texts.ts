import { formatDollars } from "@/lib/money";
import { PART_RETIRED } from "@/domains/catalog";

/** Texts of the checkout and of paying a checkout. */
export const checkoutMessages = {
  emptyCart: "Your cart is empty: add parts to it before checking out.",
  tooManyLines: (max: number) =>
    `A checkout takes at most ${max} lines. Check out the first ${max} and then the rest.`,
  linesFailed: (count: number) =>
    count === 1
      ? "One line of your cart can't be ordered as it is, so nothing was ordered. Fix it and check out again."
      : `${count} lines of your cart can't be ordered as they are, so nothing was ordered. Fix them and check out again.`,
  totalTooHigh: (maxDollars: string) =>
    `A checkout's total can be at most ${maxDollars}$, the most one card payment can take. Check out fewer lines at once.`,
  partGone: PART_RETIRED,
  stockTakenMeanwhile: "Another order took this stock a moment ago.",
  nothingToPay: "Every order of this checkout is paid.",
  allExpired:
    "This checkout expired before it was paid, and its stock went back on sale. Please check out again.",
  placed: (count: number, total: number) =>
    `Your checkout of ${count} ${count === 1 ? "line" : "lines"} is placed: ${formatDollars(total)}$ to pay.`,
  payWithCheckout: (checkoutId: string) =>
    `This order was placed with others in one checkout: pay them together at /dashboard/payment/${checkoutId}.`,
  fixLinesFirst:
    "Some lines of your cart can't be ordered as they are: fix them in the cart first.",
  placeButton: (count: number, total: string) =>
    `Place order: ${count} ${count === 1 ? "line" : "lines"}, ${total}$`,
  amountMismatch: (total: string) => `The amount must be the checkout's total of ${total}$.`,
  onAccount: "This checkout is billed on your company's invoice: it is not paid by card.",
  serviceLegend: "Shipping service",
  quoteHint: "Shipping and tax show once the address, city, state and ZIP are filled in.",
  quoting: "Working out shipping and tax…",
  totalsTitle: "Totals",
  awaitingApproval:
    "This checkout waits for your company admin's approval: it can be paid once approved.",
} as const;
