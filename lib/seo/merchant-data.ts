import type { ZoneGroundRate } from "@/domains/shipping";
import { centsToDollars } from "@/lib/money";
import type { ReturnPolicy } from "./return-policy";

const days = (min: number, max: number) => ({
  "@type": "QuantitativeValue",
  minValue: min,
  maxValue: max,
  unitCode: "DAY",
});

// An order placed after the day's cut-off hour ships the next business day.
const HANDLING_DAYS = { min: 0, max: 1 };

/** An offer's shipping: ground to each zone's US states, its price, handling and transit days. */
export const shippingDetailsData = (zones: ZoneGroundRate[]) =>
  zones.map((zone) => ({
    "@type": "OfferShippingDetails",
    shippingRate: {
      "@type": "MonetaryAmount",
      value: centsToDollars(zone.priceCents).toFixed(2),
      currency: "USD",
    },
    shippingDestination: {
      "@type": "DefinedRegion",
      addressCountry: "US",
      addressRegion: zone.states,
    },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(HANDLING_DAYS.min, HANDLING_DAYS.max),
      transitTime: days(zone.days.min, zone.days.max),
    },
  }));

/**
 * The shop's returns: within a finite window in the US, by mail at the customer's cost (the
 * return authorisation is no prepaid label), less a restocking fee.
 */
export const returnPolicyData = (policy: ReturnPolicy) => ({
  "@type": "MerchantReturnPolicy",
  applicableCountry: "US",
  returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
  merchantReturnDays: policy.returnDays,
  returnMethod: "https://schema.org/ReturnByMail",
  returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
  // A number is a percentage of the price paid (Google's merchant return policy).
  restockingFee: policy.restockingFeePercent,
});
