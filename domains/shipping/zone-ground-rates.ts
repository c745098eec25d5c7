import type { UsState } from "@/lib/geo/us-states";
import type { ShippingRates } from "./shipping-rates";
import { shippingPrice, type ShipmentLine } from "./shipping-price";

/** Ground shipping to one zone of the rates: its states, the price and the transit days. */
export interface ZoneGroundRate {
  states: UsState[];
  priceCents: number;
  days: { min: number; max: number };
}

/**
 * What one shipment (a part's minimum order, for its page's merchant listing) costs by ground to
 * each zone, handling and surcharges included, or nothing past the free-ground threshold.
 */
export const groundRatesByZone = (
  rates: ShippingRates,
  lines: ShipmentLine[],
  subtotalCents: number,
): ZoneGroundRate[] =>
  rates.zones.map((zone) => ({
    states: zone.states,
    ...shippingPrice(rates, { state: zone.states[0]!, lines, subtotalCents }, "ground"),
  }));
