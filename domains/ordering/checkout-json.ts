import { centsToDollars } from "@/lib/money";
import type { ShippingService } from "@/domains/shipping";
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

/** What a checkout charges, in dollars: its lines, core deposits, shipping and tax, and their sum. */
export interface CheckoutTotalsJson {
  subtotal: number;
  /** The lines' core deposits (per piece × quantity): refunded as the old parts come back. */
  coreCharge: number;
  shipping: number;
  tax: number;
  total: number;
}

export const toTotalsJson = (cents: {
  subtotalCents: number;
  coreChargeCents: number;
  shippingCents: number;
  taxCents: number;
}): CheckoutTotalsJson => ({
  subtotal: centsToDollars(cents.subtotalCents),
  coreCharge: centsToDollars(cents.coreChargeCents),
  shipping: centsToDollars(cents.shippingCents),
  tax: centsToDollars(cents.taxCents),
  total: centsToDollars(
    cents.subtotalCents + cents.coreChargeCents + cents.shippingCents + cents.taxCents,
  ),
});

/** How a checkout ships and when it arrives at the latest (null: placed before shipping existed). */
export interface CheckoutShippingJson {
  service: ShippingService | null;
  deliveryBy: string | null;
}

/** The state and rate (percent) its tax was computed at, and the certificate that exempted it. */
export interface CheckoutTaxJson {
  state: string | null;
  rate: number | null;
  exemptCertificate: string | null;
}

/** `POST /api/checkout`'s answer: the orders placed, their totals and what comes next. */
export interface PlacedCheckoutJson {
  checkoutId: string;
  orders: OrderJson[];
  /** The same as totals.total. */
  total: number;
  totals: CheckoutTotalsJson;
  shipping: CheckoutShippingJson;
  tax: CheckoutTaxJson;
  state: CheckoutState;
}

/** `POST /api/checkout/quote`: the cart priced as checking it out would charge it now. */
export interface CheckoutQuoteJson {
  options: {
    service: ShippingService;
    label: string;
    price: number;
    days: { min: number; max: number };
    deliveryBy: string;
  }[];
  totals: CheckoutTotalsJson;
  tax: {
    state: string;
    rate: number;
    shippingTaxable: boolean;
    exemption: { certificateNumber: string; expiresOn: string } | null;
  };
}

/** A checkout: the orders placed together from a cart, paid together. */
export interface CheckoutJson {
  _id: string;
  uid: string;
  createdAt: string;
  orders: OrderJson[];
  /** What is still to pay, in dollars: the unpaid orders that have not expired. */
  due: number;
  /** Every order's total together, in dollars (the same as totals.total). */
  total: number;
  totals: CheckoutTotalsJson;
  shipping: CheckoutShippingJson;
  tax: CheckoutTaxJson;
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

/** A checkout row's delivery promise and tax basis, as its JSON gives them. */
export const toChargeBasisJson = (row: {
  shippingService: string | null;
  deliveryBy: string | null;
  taxState: string | null;
  taxRate: string | null;
  taxExemptCertificate: string | null;
}): { shipping: CheckoutShippingJson; tax: CheckoutTaxJson } => ({
  shipping: {
    service: row.shippingService as ShippingService | null,
    deliveryBy: row.deliveryBy,
  },
  tax: {
    state: row.taxState,
    rate: row.taxRate === null ? null : Number(row.taxRate),
    exemptCertificate: row.taxExemptCertificate,
  },
});
