import type { ShippingRatesJson } from "./rates-json";

// The shop's shipping rates until an admin saves others (and in every new or test database):
// from Chicago, by distance, at prices near the carriers' published retail ground and 2-day
// rates for 2024. Every zone and service shares the weight brackets below.

const BRACKETS_UP_TO_LB = [1, 5, 10, 20, 50];

/** One service's rates: a price per bracket above, the price per pound past 50 lb, its days. */
const service = (prices: number[], perLbBeyond: number, min: number, max: number) => ({
  brackets: BRACKETS_UP_TO_LB.map((upToLb, index) => ({ upToLb, price: prices[index]! })),
  perLbBeyond,
  days: { min, max },
});

export const DEFAULT_SHIPPING_RATES: ShippingRatesJson = {
  zones: [
    {
      id: "midwest",
      name: "Midwest",
      states: ["IL", "IN", "WI", "MI", "OH", "IA", "MO", "MN", "KY"],
      services: {
        ground: service([6.95, 9.95, 13.95, 19.95, 34.95], 0.55, 1, 2),
        express: service([14.95, 21.95, 29.95, 44.95, 79.95], 1.25, 1, 1),
      },
    },
    {
      id: "east",
      name: "East and South",
      states: [
        ...(["PA", "NY", "NJ", "DE", "MD", "DC", "CT", "RI", "MA", "VT", "NH", "ME"] as const),
        ...(["VA", "WV", "NC", "SC", "GA", "FL", "TN", "AL", "MS"] as const),
      ],
      services: {
        ground: service([7.95, 11.95, 16.95, 24.95, 42.95], 0.7, 2, 4),
        express: service([18.95, 27.95, 37.95, 56.95, 99.95], 1.6, 1, 2),
      },
    },
    {
      id: "plains",
      name: "Plains and Mountain",
      states: ["ND", "SD", "NE", "KS", "OK", "TX", "AR", "LA", "CO", "WY", "MT", "NM"],
      services: {
        ground: service([8.45, 12.95, 17.95, 26.95, 46.95], 0.75, 2, 4),
        express: service([19.95, 29.95, 39.95, 59.95, 104.95], 1.7, 2, 2),
      },
    },
    {
      id: "west",
      name: "West",
      states: ["CA", "OR", "WA", "NV", "AZ", "UT", "ID"],
      services: {
        ground: service([9.45, 14.95, 20.95, 31.95, 54.95], 0.9, 4, 5),
        express: service([22.95, 33.95, 45.95, 68.95, 119.95], 1.95, 2, 2),
      },
    },
    {
      id: "remote",
      name: "Alaska and Hawaii",
      states: ["AK", "HI"],
      services: {
        ground: service([14.95, 24.95, 36.95, 58.95, 109.95], 1.95, 6, 9),
        express: service([34.95, 54.95, 74.95, 114.95, 209.95], 3.75, 2, 3),
      },
    },
  ],
  freeGroundThreshold: 250,
  handlingFee: 2.5,
  oversize: [
    { longestSideOver: 36, surcharge: 15 },
    { longestSideOver: 60, surcharge: 35 },
  ],
  defaultWeight: 2,
  defaultState: "IL",
  cutoffHour: 15,
};
