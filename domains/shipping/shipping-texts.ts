import { US_STATES, type UsState } from "@/lib/geo/us-states";

/** The shipping services, in the order a buyer is offered them. */
export const SHIPPING_SERVICES = ["ground", "express"] as const;
export type ShippingService = (typeof SHIPPING_SERVICES)[number];

/** What a buyer reads for each service. */
export const SERVICE_LABELS: Record<ShippingService, string> = {
  ground: "Ground",
  express: "Express",
};

/** Every message of the shipping rates and quotes, in one place. */
export const shippingMessages = {
  zonesRequired: "at least one zone is required",
  zoneIdFormat: "a zone id is 1 to 40 lower-case letters, digits and dashes, e.g. west",
  zoneIdTaken: (id: string) => `zone id ${id} is used by another zone`,
  zoneNameRequired: "a zone needs a name",
  zoneStatesRequired: "a zone needs at least one state",
  stateInTwoZones: (state: UsState, zone: string) => `${state} is already in zone ${zone}`,
  statesUncovered: (states: UsState[]) =>
    `${states.join(", ")} ${states.length === 1 ? "is" : "are"} in no zone: every state must be in one`,
  bracketsRequired: "at least one weight bracket is required",
  bracketsTooMany: (max: number) => `at most ${max} weight brackets`,
  bracketsAscending: "each bracket's upToLb must be above the bracket before",
  daysOrder: "days.max must be at least days.min",
  oversizeTooMany: (max: number) => `at most ${max} oversize rows`,
  oversizeAscending: "each oversize row's longestSideOver must be above the row before",
  wholeNumber: (label: string, min: number, max: number) =>
    `${label} must be a whole number from ${min} to ${max}`,
  positiveWithTwoDecimals: (label: string, max: number) =>
    `${label} must be more than 0 and at most ${max}, with at most 2 decimals`,
  required: (label: string) => `${label} is required`,
  addressRequired: "address needs a zip or a state",
  zipOutsideStates: (zip: string) => `ZIP ${zip} is not in a US state we ship to`,
  zipStateMismatch: (zip: string, zipState: UsState, given: UsState) =>
    `ZIP ${zip} is in ${US_STATES[zipState]} (${zipState}), not in ${US_STATES[given]} (${given})`,
  linesRequired: "lines must hold at least one part",
  linesTooMany: (max: number) => `at most ${max} lines per quote`,
  unknownParts: (ids: string[]) =>
    `Unknown part ${ids.length === 1 ? "id" : "ids"}: ${ids.join(", ")}`,
  noZoneFor: (state: UsState) => `No shipping zone holds ${state}`,
} as const;
