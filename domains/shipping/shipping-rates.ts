import "@/lib/validation/zod-config";
import { z } from "zod";
import { US_STATE_CODES, usStateSchema, type UsState } from "@/lib/geo/us-states";
import { plainText } from "@/lib/validation/text";
import { measureField, moneyField, wholeField, withFieldNames } from "./rates-fields";
import { shippingMessages as m } from "./shipping-texts";

export const BRACKETS_MAX = 20;
export const OVERSIZE_MAX = 10;
const ZONES_MAX = US_STATE_CODES.length;
/** The heaviest bracket and default weight, and the longest side an oversize row may name. */
const POUNDS_MAX = 10_000;
const INCHES_MAX = 1_000;
const DAYS_MAX = 60;

/** Adds an issue at `[index, field]` for each item not strictly above the one before. */
const ascending =
  <T>(value: (item: T) => number, field: string, message: string) =>
  (items: T[], context: z.RefinementCtx) => {
    items.forEach((item, index) => {
      if (index > 0 && value(item) <= value(items[index - 1]!))
        context.addIssue({ code: "custom", path: [index, field], message });
    });
  };

const bracketSchema = z.strictObject({
  upToLb: measureField("upToLb", POUNDS_MAX),
  price: moneyField("price"),
});

const serviceRatesSchema = z.strictObject({
  brackets: z
    .array(bracketSchema, { message: m.bracketsRequired })
    .min(1, m.bracketsRequired)
    .max(BRACKETS_MAX, m.bracketsTooMany(BRACKETS_MAX))
    .superRefine(ascending((bracket) => bracket.upToLb, "upToLb", m.bracketsAscending)),
  perLbBeyond: moneyField("perLbBeyond", { allowZero: true }),
  days: z
    .strictObject({ min: wholeField("min", 0, DAYS_MAX), max: wholeField("max", 0, DAYS_MAX) })
    .refine((days) => days.max >= days.min, { message: m.daysOrder, path: ["max"] }),
});

const zoneSchema = z.strictObject({
  id: z
    .string({ message: m.zoneIdFormat })
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, m.zoneIdFormat),
  name: plainText("name", 60, m.zoneNameRequired),
  states: z
    .array(usStateSchema, { message: m.zoneStatesRequired })
    .min(1, m.zoneStatesRequired)
    .max(US_STATE_CODES.length),
  services: z.strictObject({ ground: serviceRatesSchema, express: serviceRatesSchema }),
});
type Zone = z.output<typeof zoneSchema>;

/** Each id once, each state in exactly one zone, every state in some zone. */
function checkZones(zones: Zone[], context: z.RefinementCtx) {
  const zoneOfState = new Map<UsState, string>();
  const ids = new Set<string>();
  zones.forEach((zone, index) => {
    if (ids.has(zone.id))
      context.addIssue({ code: "custom", path: [index, "id"], message: m.zoneIdTaken(zone.id) });
    ids.add(zone.id);
    for (const state of zone.states) {
      const holder = zoneOfState.get(state);
      if (holder !== undefined) {
        const message = m.stateInTwoZones(state, holder);
        context.addIssue({ code: "custom", path: [index, "states"], message });
      } else zoneOfState.set(state, zone.name);
    }
  });
  const uncovered = US_STATE_CODES.filter((state) => !zoneOfState.has(state));
  if (uncovered.length > 0 && zones.length > 0)
    context.addIssue({ code: "custom", path: [], message: m.statesUncovered(uncovered) });
}

const ratesDocumentSchema = z.strictObject({
  zones: z
    .array(zoneSchema, { message: m.zonesRequired })
    .min(1, m.zonesRequired)
    .max(ZONES_MAX)
    .superRefine(checkZones),
  /** Order value (dollars) from which ground ships free; null: never free. */
  freeGroundThreshold: moneyField("freeGroundThreshold", { allowZero: true }).nullable(),
  handlingFee: moneyField("handlingFee", { allowZero: true }),
  oversize: z
    .array(
      z.strictObject({
        longestSideOver: measureField("longestSideOver", INCHES_MAX),
        surcharge: moneyField("surcharge"),
      }),
      { message: "oversize must be a list" },
    )
    .max(OVERSIZE_MAX, m.oversizeTooMany(OVERSIZE_MAX))
    .superRefine(ascending((row) => row.longestSideOver, "longestSideOver", m.oversizeAscending)),
  /** What a part without a weight is priced at, in pounds. */
  defaultWeight: measureField("defaultWeight", POUNDS_MAX),
  /** Where an order without a state is shipped to (and so its zone). */
  defaultState: usStateSchema,
  /** Orders after this hour of the shop's day ship the next business day. */
  cutoffHour: wholeField("cutoffHour", 0, 23).default(15),
});

/**
 * The shipping rates document: `PUT /api/shipping/rates`, the admin's form and the stored row.
 * Money in dollars in, cents out; every message names its field.
 */
export const shippingRatesSchema = withFieldNames(ratesDocumentSchema);
/** The rates as the pricing reads them: money in cents. */
export type ShippingRates = z.output<typeof ratesDocumentSchema>;
export type ServiceRates = ShippingRates["zones"][number]["services"]["ground"];
