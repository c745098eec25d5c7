import { centsToDollars } from "@/lib/money";
import type { OrderStatus } from "@/domains/ordering";

/** The order states in the order the overview counts and charts them. */
export const OVERVIEW_STATES: readonly OrderStatus[] = ["pending", "paid", "shipped", "expired"];

/** The days the revenue series covers: today and the 29 days before it. */
export const OVERVIEW_DAYS = 30;

export interface RevenueDayJson {
  /** A UTC day, `YYYY-MM-DD`. */
  day: string;
  /** Dollars paid that day. */
  revenue: number;
}

export interface StateCountJson {
  status: OrderStatus;
  orders: number;
}

interface ExpiringOrderJson {
  _id: string;
  customer: { name: string; email: string };
  productName: string;
  /** Dollars. */
  total: number;
  holdUntil: string;
  /** Whole minutes left when the overview was computed, rounded up. */
  minutesLeft: number;
}

interface LowStockPartJson {
  _id: string;
  productName: string;
  partNumber: string;
  availableQty: number;
  threshold: number;
}

interface TopPartJson {
  /** Null for a part that has been deleted since (its orders keep its name). */
  _id: string | null;
  productName: string;
  /** Dollars over the last 30 days. */
  revenue: number;
  orders: number;
  quantity: number;
}

/** `GET /api/admin/overview` and the admin's dashboard home. */
export interface AdminOverviewJson {
  generatedAt: string;
  revenue: { today: number; last30Days: number };
  revenueByDay: RevenueDayJson[];
  ordersByStatus: StateCountJson[];
  expiringSoon: ExpiringOrderJson[];
  lowStock: { count: number; parts: LowStockPartJson[] };
  topParts: TopPartJson[];
  /** Dollars unpaid invoices still owe: in all, and past their due date. */
  receivables: { owed: number; overdue: number };
  /** Dollars of shipping and of sales tax over the 30 days, counted as the tax report counts. */
  collected: { shipping: number; tax: number };
  /** Shipped pieces whose core deposit the shop still holds (still within CORE_RETURN_DAYS), and
   * those deposits in dollars: what it refunds if every core comes back. */
  coresOutstanding: { units: number; deposit: number };
}

/** What the service computes, in cents, before it becomes the contract's dollars. */
export interface AdminOverview {
  generatedAt: Date;
  revenueByDay: { day: string; cents: number }[];
  ordersByStatus: StateCountJson[];
  expiringSoon: (Omit<ExpiringOrderJson, "total" | "holdUntil"> & {
    totalCents: number;
    holdUntil: Date;
  })[];
  lowStock: { count: number; parts: LowStockPartJson[] };
  topParts: (Omit<TopPartJson, "revenue"> & { revenueCents: number })[];
  receivables: { owedCents: number; overdueCents: number };
  collected: { shippingCents: number; taxCents: number };
  coresOutstanding: { units: number; deposit: number };
}

export function toAdminOverviewJson(overview: AdminOverview): AdminOverviewJson {
  const days = overview.revenueByDay;
  const sum = days.reduce((total, day) => total + day.cents, 0);
  return {
    generatedAt: overview.generatedAt.toISOString(),
    revenue: {
      today: centsToDollars(days.at(-1)?.cents ?? 0),
      last30Days: centsToDollars(sum),
    },
    revenueByDay: days.map(({ day, cents }) => ({ day, revenue: centsToDollars(cents) })),
    ordersByStatus: overview.ordersByStatus,
    expiringSoon: overview.expiringSoon.map(({ totalCents, holdUntil, ...order }) => ({
      ...order,
      total: centsToDollars(totalCents),
      holdUntil: holdUntil.toISOString(),
    })),
    lowStock: overview.lowStock,
    topParts: overview.topParts.map(({ revenueCents, ...part }) => ({
      ...part,
      revenue: centsToDollars(revenueCents),
    })),
    receivables: {
      owed: centsToDollars(overview.receivables.owedCents),
      overdue: centsToDollars(overview.receivables.overdueCents),
    },
    collected: {
      shipping: centsToDollars(overview.collected.shippingCents),
      tax: centsToDollars(overview.collected.taxCents),
    },
    coresOutstanding: overview.coresOutstanding,
  };
}
