import type { OrderJson, OrderStatus } from "./order-json";

/** What My Orders shows of an order or a checkout: its state as one, and what its Pay names. */
export interface PayableSummary {
  status: OrderStatus;
  paid: boolean;
  shipped: boolean;
  /**
   * In dollars: what paying pays while something is owed; once paid, what was paid; when
   * everything expired unpaid, what it would have cost. Never the 0 of "nothing left to pay".
   */
  amount: number;
  /** Something is still owed: Pay leads to the payment screen. */
  payable: boolean;
}

/** One entry of the order history: a single order, or the lines of one checkout together. */
export type HistoryEntry =
  | { kind: "order"; order: OrderJson; summary: PayableSummary }
  | {
      kind: "checkout";
      checkoutId: string;
      createdAt: string;
      lines: OrderJson[];
      summary: PayableSummary;
    };

/** An id as people read it: its first eight letters and digits, upper-case (as invoices do). */
export const shortNumber = (id: string): string =>
  id
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 8)
    .toUpperCase();

const dollarsOf = (orders: OrderJson[]) =>
  orders.reduce((cents, order) => cents + Math.round(order.total * 100), 0) / 100;

/** The state of orders paid together, as the customer reads it (the least advanced line's). */
export function summarise(orders: OrderJson[]): PayableSummary {
  const pending = orders.filter((order) => order.status === "pending");
  const paid = orders.filter((order) => order.paid);
  const status: OrderStatus = pending.length
    ? "pending"
    : paid.some((order) => !order.shipped)
      ? "paid"
      : paid.length
        ? "shipped"
        : "expired";
  return {
    status,
    paid: pending.length === 0 && paid.length > 0,
    shipped: status === "shipped",
    amount: dollarsOf(pending.length ? pending : paid.length ? paid : orders),
    payable: pending.length > 0,
  };
}

/**
 * The customer's orders (newest first) as their history: a checkout's lines gathered where its
 * newest line stands (in the order they were placed), every other order on its own.
 */
export function orderHistory(orders: OrderJson[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const checkouts = new Map<string, OrderJson[]>();
  for (const order of orders) {
    if (!order.checkoutId) {
      entries.push({ kind: "order", order, summary: summarise([order]) });
      continue;
    }
    const lines = checkouts.get(order.checkoutId);
    if (lines) {
      lines.push(order);
      continue;
    }
    const first = [order];
    checkouts.set(order.checkoutId, first);
    entries.push({
      kind: "checkout",
      checkoutId: order.checkoutId,
      createdAt: order.createdAt,
      lines: first,
      summary: summarise(first),
    });
  }
  // The list is newest first; a checkout's lines read in the order placed, as on its invoice.
  return entries.map((entry) =>
    entry.kind === "checkout"
      ? { ...entry, lines: entry.lines.reverse(), summary: summarise(entry.lines) }
      : entry,
  );
}
