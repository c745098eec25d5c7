import { formatMoney } from "@/lib/money";

/** The cart's shipping estimate: what a buyer reads before checking out. */
export const shippingEstimateTexts = {
  title: "Shipping estimate",
  zipLabel: "ZIP code",
  estimate: "Estimate",
  estimating: "Estimating…",
  zipHint: "Ground and express to your ZIP, with the day they arrive.",
  optionsCaption: (zip: string) => `Shipping to ${zip}`,
  price: (price: number) => (price === 0 ? "Free" : formatMoney(price)),
  arrives: (day: string, min: number, max: number) =>
    `Arrives by ${day} (${min === max ? min : `${min}–${max}`} business day${max === 1 ? "" : "s"})`,
  finalAtCheckout: "Tax and the final shipping price are worked out at checkout.",
} as const;

/** "2026-12-01" as "Tue, Dec 1": the day itself, whatever the reader's time zone. */
export const deliveryDay = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
