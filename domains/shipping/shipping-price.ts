import type { UsState } from "@/lib/geo/us-states";
import type { ServiceRates, ShippingRates } from "./shipping-rates";
import { shippingMessages as m, type ShippingService } from "./shipping-texts";

/** One line of a shipment: a part's weight (null: the rates' default) and longest side. */
export interface ShipmentLine {
  weightLb: number | null;
  quantity: number;
  longestSideIn: number | null;
}

export interface Shipment {
  state: UsState;
  lines: ShipmentLine[];
  /** The order's value in cents (for the free-ground threshold). */
  subtotalCents: number;
}

export interface ShippingPrice {
  priceCents: number;
  days: { min: number; max: number };
}

// Sums of doubles (0.1 × 3) are rounded to a millionth of a pound before they are compared with
// a bracket's limit, so 0.3 lb is in the bracket "up to 0.3 lb".
const roundPounds = (pounds: number) => Math.round(pounds * 1e6) / 1e6;

function zoneOf(rates: ShippingRates, state: UsState) {
  const zone = rates.zones.find((candidate) => candidate.states.includes(state));
  if (!zone) throw new Error(m.noZoneFor(state));
  return zone;
}

/** Σ weight × quantity, a part without a weight counted at the rates' default weight. */
export const shipmentWeight = (lines: ShipmentLine[], defaultWeight: number): number =>
  roundPounds(
    lines.reduce((sum, line) => sum + (line.weightLb ?? defaultWeight) * line.quantity, 0),
  );

/**
 * The first bracket holding the weight; past the last one, its price plus every started pound
 * beyond it at `perLbBeyond`.
 */
function weightPriceCents(service: ServiceRates, weight: number): number {
  const bracket = service.brackets.find((candidate) => candidate.upToLb >= weight);
  if (bracket) return bracket.price;
  const last = service.brackets.at(-1)!;
  return last.price + Math.ceil(roundPounds(weight - last.upToLb)) * service.perLbBeyond;
}

/** Each line whose longest side is over a row's length pays the highest such row's surcharge. */
function oversizeCents(rates: ShippingRates, lines: ShipmentLine[]): number {
  return lines.reduce((sum, line) => {
    const side = line.longestSideIn;
    if (side === null) return sum;
    const surcharges = rates.oversize
      .filter((row) => side > row.longestSideOver)
      .map((row) => row.surcharge);
    return sum + (surcharges.length > 0 ? Math.max(...surcharges) : 0);
  }, 0);
}

/**
 * What a shipment costs by a service, and its transit days: the weight's bracket price, the
 * handling fee and the oversize surcharges. Ground is free, all of it (handling and surcharges
 * too), when the order's value reaches the free-ground threshold.
 */
export function shippingPrice(
  rates: ShippingRates,
  shipment: Shipment,
  service: ShippingService,
): ShippingPrice {
  const rate = zoneOf(rates, shipment.state).services[service];
  const days = { min: rate.days.min, max: rate.days.max };
  const threshold = rates.freeGroundThreshold;
  if (service === "ground" && threshold !== null && shipment.subtotalCents >= threshold)
    return { priceCents: 0, days };
  const weight = shipmentWeight(shipment.lines, rates.defaultWeight);
  const priceCents =
    weightPriceCents(rate, weight) + rates.handlingFee + oversizeCents(rates, shipment.lines);
  return { priceCents, days };
}
