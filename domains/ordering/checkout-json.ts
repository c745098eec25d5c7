import type { OrderJson } from "./order-json";

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
}

/** A line of a cart that could not become an order, and why (the checkout's 409 `issues`). */
export interface FailedLineJson {
  partId: string;
  productName: string | null;
  quantity: number;
  message: string;
  suggestions: number[];
}
