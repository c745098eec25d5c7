import type { OrderJson } from "./order-json";

/**
 * Where a checkout stands: its card payment is due, a company admin must approve it first, or
 * it is billed on the company's invoice.
 */
export type CheckoutState = "awaiting-payment" | "awaiting-approval" | "on-account" | "declined";

export const checkoutState = (billing: {
  onAccount: boolean;
  awaitingApproval: boolean;
}): CheckoutState =>
  billing.awaitingApproval
    ? "awaiting-approval"
    : billing.onAccount
      ? "on-account"
      : "awaiting-payment";

/** `POST /api/checkout`'s answer: the orders placed, their total and what comes next. */
export interface PlacedCheckoutJson {
  checkoutId: string;
  orders: OrderJson[];
  total: number;
  state: CheckoutState;
}

/** A checkout: the orders placed together from a cart, paid together. */
export interface CheckoutJson {
  _id: string;
  uid: string;
  createdAt: string;
  orders: OrderJson[];
  /** What is still to pay, in dollars: the unpaid orders that have not expired. */
  due: number;
  /** Every order's total together, in dollars. */
  total: number;
  /** True once no order is left to pay (every order paid, or the rest expired). */
  settled: boolean;
  state: CheckoutState;
  poNumber: string | null;
  payment: "card" | "account";
}

/** A line of a cart that could not become an order, and why (the checkout's 409 `issues`). */
export interface FailedLineJson {
  partId: string;
  productName: string | null;
  quantity: number;
  message: string;
  suggestions: number[];
}
