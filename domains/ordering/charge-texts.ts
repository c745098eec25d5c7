import { formatMoney } from "@/lib/money";

/** "2026-12-01" as "Tue, Dec 1, 2026": a document is read long after, so it keeps the year. */
const documentDay = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** The lines under an order's or a checkout's parts: what it charges beyond them, and why. */
export const chargeTexts = {
  title: "Totals",
  subtotal: "Subtotal",
  shipping: (service: string, deliveryBy: string | null) =>
    deliveryBy
      ? `Shipping (${service}, delivery by ${documentDay(deliveryBy)})`
      : `Shipping (${service})`,
  tax: (state: string, rate: number) => `Tax (${state} ${rate}%)`,
  exempt: (certificate: string, state: string) =>
    `Tax exempt: certificate ${certificate} (${state})`,
  total: "Total",
  /** The purchase form prices the goods only: the order adds its shipping and tax. */
  chargedOnOrder: "Shipping and tax are added when the order is placed.",
  defaultState: (state: string) =>
    `Shipping and tax reckoned for ${state}, the shop's default state: the order gave none.`,
  /** A breakdown line as mails write it: "Subtotal: 21.90$". */
  mailLine: (label: string, amount: number) => `${label}: ${formatMoney(amount)}`,
} as const;
