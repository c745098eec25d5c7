// The rates document's one schema: the default table passes, and each refusal names its field.
import {
  DEFAULT_SHIPPING_RATES,
  shippingRatesSchema,
  toShippingRatesJson,
} from "@/domains/shipping";

// A copy to break on purpose, field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = any;
const copy = (): Editable => structuredClone(DEFAULT_SHIPPING_RATES);

const firstMessage = (document: unknown) => {
  const result = shippingRatesSchema.safeParse(document);
  return result.success ? null : result.error.issues[0]!.message;
};

it("reads the default table, in cents, and writes it back as it was", () => {
  const rates = shippingRatesSchema.parse(DEFAULT_SHIPPING_RATES);
  expect(rates.zones[0]!.services.ground.brackets[0]).toEqual({ upToLb: 1, price: 695 });
  expect(rates.handlingFee).toBe(250);
  expect(rates.freeGroundThreshold).toBe(25_000);
  expect(toShippingRatesJson(rates)).toEqual(DEFAULT_SHIPPING_RATES);
});

it("takes numbers as text (a form's fields) and the cut-off at 15 when left out", () => {
  const document = copy();
  document.handlingFee = "3.25";
  delete document.cutoffHour;
  const rates = shippingRatesSchema.parse(document);
  expect(rates).toMatchObject({ handlingFee: 325, cutoffHour: 15 });
});

it.each([
  [
    "a state in two zones",
    (d: Editable) => d.zones[3].states.push("TX"),
    "zones[3].states: TX is already in zone Plains and Mountain",
  ],
  [
    "a state in no zone",
    (d: Editable) => (d.zones[4].states = ["HI"]),
    "zones: AK is in no zone: every state must be in one",
  ],
  [
    "brackets out of order",
    (d: Editable) => (d.zones[0].services.ground.brackets[2].upToLb = 5),
    "zones[0].services.ground.brackets[2].upToLb: each bracket's upToLb must be above the bracket before",
  ],
  [
    "a price with three decimals",
    (d: Editable) => (d.zones[1].services.express.brackets[0].price = 1.999),
    "zones[1].services.express.brackets[0].price: price must be a positive amount with at most 2 decimals",
  ],
  [
    "days.max below days.min",
    (d: Editable) => (d.zones[0].services.ground.days = { min: 3, max: 2 }),
    "zones[0].services.ground.days.max: days.max must be at least days.min",
  ],
  [
    "a cut-off hour of 24",
    (d: Editable) => (d.cutoffHour = 24),
    "cutoffHour: cutoffHour must be a whole number from 0 to 23",
  ],
  [
    "an unknown default state",
    (d: Editable) => (d.defaultState = "ZZ"),
    "defaultState: state must be a US state's two-letter code, e.g. TX",
  ],
  [
    "oversize rows out of order",
    (d: Editable) => (d.oversize[1].longestSideOver = 30),
    "oversize[1].longestSideOver: each oversize row's longestSideOver must be above the row before",
  ],
  [
    "a zero default weight",
    (d: Editable) => (d.defaultWeight = 0),
    "defaultWeight: defaultWeight must be more than 0 and at most 10000, with at most 2 decimals",
  ],
  [
    "two zones with one id",
    (d: Editable) => (d.zones[1].id = "midwest"),
    "zones[1].id: zone id midwest is used by another zone",
  ],
])("refuses %s, naming the field", (_label, change, message) => {
  const document = copy();
  change(document);
  expect(firstMessage(document)).toBe(message);
});

it("refuses a field it does not know", () => {
  expect(firstMessage({ ...copy(), surprise: 1 })).toMatch(/surprise/);
});
