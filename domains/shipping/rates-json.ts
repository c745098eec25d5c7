import { centsToDollars } from "@/lib/money";
import type { UsState } from "@/lib/geo/us-states";
import type { ServiceRates, ShippingRates } from "./shipping-rates";

interface ServiceRatesJson {
  brackets: { upToLb: number; price: number }[];
  perLbBeyond: number;
  days: { min: number; max: number };
}

/** The rates document as the API answers, the admin edits and the row stores it: dollars. */
export interface ShippingRatesJson {
  zones: {
    id: string;
    name: string;
    states: UsState[];
    services: { ground: ServiceRatesJson; express: ServiceRatesJson };
  }[];
  freeGroundThreshold: number | null;
  handlingFee: number;
  oversize: { longestSideOver: number; surcharge: number }[];
  defaultWeight: number;
  defaultState: UsState;
  cutoffHour: number;
}

const serviceJson = (service: ServiceRates): ServiceRatesJson => ({
  brackets: service.brackets.map(({ upToLb, price }) => ({ upToLb, price: centsToDollars(price) })),
  perLbBeyond: centsToDollars(service.perLbBeyond),
  days: { min: service.days.min, max: service.days.max },
});

/** The one mapping from the rates as priced (cents) to their JSON (dollars). */
export function toShippingRatesJson(rates: ShippingRates): ShippingRatesJson {
  return {
    zones: rates.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      states: [...zone.states],
      services: {
        ground: serviceJson(zone.services.ground),
        express: serviceJson(zone.services.express),
      },
    })),
    freeGroundThreshold:
      rates.freeGroundThreshold === null ? null : centsToDollars(rates.freeGroundThreshold),
    handlingFee: centsToDollars(rates.handlingFee),
    oversize: rates.oversize.map(({ longestSideOver, surcharge }) => ({
      longestSideOver,
      surcharge: centsToDollars(surcharge),
    })),
    defaultWeight: rates.defaultWeight,
    defaultState: rates.defaultState,
    cutoffHour: rates.cutoffHour,
  };
}
