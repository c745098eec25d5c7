/** @jest-environment node */
// POST /api/shipping/quote on the default rates: every zone, every bracket's boundary, pounds
// beyond the last bracket, handling, oversize, the free-ground threshold computed from the
// parts' prices, the destination from a ZIP, and every refusal.
import { DEFAULT_SHIPPING_RATES, QUOTE_LINES_MAX, shippingMessages } from "@/domains/shipping";
import { aPart, centsOf, HANDLING, quote, quoteOf, type QuoteOption } from "./shipping-support";

const zones = DEFAULT_SHIPPING_RATES.zones;
const cents = (dollars: number) => Math.round(dollars * 100);

let threePounds: string;
beforeAll(async () => {
  threePounds = await aPart({ weight: 3 });
});

describe("every zone", () => {
  it.each(zones.map((zone) => [zone.name, zone] as const))(
    "%s: each of its states is priced from its table, with its days",
    async (_name, zone) => {
      for (const state of [zone.states[0]!, zone.states.at(-1)!]) {
        const answer = await quoteOf(threePounds, 1, state);
        expect(answer.status).toBe(200);
        const { options } = answer.body as { options: QuoteOption[] };
        expect(options.map(({ service, label, days }) => ({ service, label, days }))).toEqual([
          { service: "ground", label: "Ground", days: zone.services.ground.days },
          { service: "express", label: "Express", days: zone.services.express.days },
        ]);
        expect(centsOf(answer.body)).toEqual({
          ground: cents(zone.services.ground.brackets[1]!.price) + HANDLING,
          express: cents(zone.services.express.brackets[1]!.price) + HANDLING,
        });
        expect(options[0]!.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    },
  );
});

describe("weight brackets (Midwest)", () => {
  const ground = zones[0]!.services.ground;
  const express = zones[0]!.services.express;
  const at = (bracket: number) => ({
    ground: cents(ground.brackets[bracket]!.price) + HANDLING,
    express: cents(express.brackets[bracket]!.price) + HANDLING,
  });

  it.each([
    [0.25, 0],
    [1, 0],
    [1.01, 1],
    [5, 1],
    [5.01, 2],
    [10, 2],
    [10.01, 3],
    [20, 3],
    [20.01, 4],
    [50, 4],
  ])("%p lb is in bracket %p", async (weight, bracket) => {
    const partId = await aPart({ weight });
    expect(centsOf((await quoteOf(partId, 1)).body)).toEqual(at(bracket));
  });

  it("weighs weight × quantity across lines", async () => {
    const [quarter, half] = [await aPart({ weight: 0.25 }), await aPart({ weight: 0.5 })];
    const answer = await quote({
      address: { zip: "60607" },
      lines: [
        { partId: quarter, quantity: 4 },
        { partId: half, quantity: 8 },
      ],
    });
    expect(centsOf(answer.body)).toEqual(at(1)); // 1 + 4 = 5 lb
  });

  it("charges each started pound beyond the last bracket", async () => {
    const heavy = await aPart({ weight: 25.25 });
    const answer = await quoteOf(heavy, 2); // 50.5 lb: one pound beyond 50
    expect(centsOf(answer.body)).toEqual({
      ground: at(4).ground + cents(ground.perLbBeyond),
      express: at(4).express + cents(express.perLbBeyond),
    });
    const heavier = await quoteOf(heavy, 4); // 101 lb: 51 pounds beyond
    expect(centsOf(heavier.body).ground).toBe(at(4).ground + 51 * cents(ground.perLbBeyond));
  });

  it("weighs a part without a weight at the default weight (2 lb)", async () => {
    const unweighed = await aPart({ weight: null });
    expect(centsOf((await quoteOf(unweighed, 3)).body)).toEqual(at(2)); // 6 lb
  });
});

describe("oversize surcharges", () => {
  const box = (longest: number) => ({ length: longest, width: 10, height: 5 });
  const base = cents(zones[0]!.services.ground.brackets[0]!.price) + HANDLING;

  it.each([
    [36, 0],
    [36.5, 1500],
    [60, 1500],
    [61, 3500],
  ])("a longest side of %p in adds %p cents", async (longest, surcharge) => {
    const partId = await aPart({ weight: 1, dimensions: box(longest) });
    expect(centsOf((await quoteOf(partId, 1)).body).ground).toBe(base + surcharge);
  });

  it("charges each oversize line once, whatever its quantity", async () => {
    const long = await aPart({ weight: 0.5, dimensions: box(48) });
    const longer = await aPart({ weight: 0.5, dimensions: box(72) });
    const answer = await quote({
      address: { state: "IL" },
      lines: [
        { partId: long, quantity: 2 },
        { partId: longer, quantity: 1 },
      ],
    });
    const bracket = cents(zones[0]!.services.ground.brackets[1]!.price); // 1.5 lb
    expect(centsOf(answer.body).ground).toBe(bracket + HANDLING + 1500 + 3500);
  });
});

describe("free ground from the parts' own prices", () => {
  it("charges ground a cent below the threshold and nothing at it; express always", async () => {
    const below = await aPart({ weight: 1, priceCents: 24_999 });
    const at = await aPart({ weight: 1, priceCents: 12_500 });
    const paid = centsOf((await quoteOf(below, 1)).body);
    const free = centsOf((await quoteOf(at, 2)).body);
    expect(paid.ground).toBe(cents(zones[0]!.services.ground.brackets[0]!.price) + HANDLING);
    expect(free).toEqual({
      ground: 0,
      express: cents(zones[0]!.services.express.brackets[1]!.price) + HANDLING,
    });
  });

  it("takes the price break of the quantity, and ignores any price the client sends", async () => {
    const broken = await aPart({
      weight: 0.1,
      priceCents: 2600,
      priceTiers: [{ minQty: 10, priceCents: 2400 }],
    });
    const answer = await quote({
      address: { state: "IL" },
      lines: [{ partId: broken, quantity: 10, price: 999_999 }],
      subtotal: 999_999,
    });
    expect(centsOf(answer.body).ground).toBeGreaterThan(0); // 10 × 24.00 = 240.00 < 250.00
  });
});

describe("the destination", () => {
  it.each([
    ["60607", "IL", zones[0]!],
    ["90210", "CA", zones[3]!],
    ["99501", "AK", zones[4]!],
  ])("ZIP %s alone is priced as %s", async (zip, _state, zone) => {
    const answer = await quote({ address: { zip }, lines: [{ partId: threePounds, quantity: 1 }] });
    expect(centsOf(answer.body).ground).toBe(
      cents(zone.services.ground.brackets[1]!.price) + HANDLING,
    );
  });

  it("takes a ZIP with its own state, in any case", async () => {
    const answer = await quote({
      address: { zip: "10001-1234", state: "ny" },
      lines: [{ partId: threePounds, quantity: 1 }],
    });
    expect(answer.status).toBe(200);
  });
});

describe("refusals", () => {
  const line = () => ({ partId: threePounds, quantity: 1 });
  it.each([
    [
      "a ZIP of another state",
      { address: { zip: "60607", state: "TX" }, lines: "ok" },
      shippingMessages.zipStateMismatch("60607", "IL", "TX"),
    ],
    [
      "a ZIP outside the states",
      { address: { zip: "00601" }, lines: "ok" },
      shippingMessages.zipOutsideStates("00601"),
    ],
    ["no ZIP and no state", { address: {}, lines: "ok" }, shippingMessages.addressRequired],
    ["no address", { lines: "ok" }, shippingMessages.addressRequired],
    [
      "a malformed ZIP",
      { address: { zip: "6060" }, lines: "ok" },
      "zip must be 5 or 9 digits, e.g. 73301 or 73301-0001",
    ],
    [
      "an unknown state",
      { address: { state: "XX" }, lines: "ok" },
      "state must be a US state's two-letter code, e.g. TX",
    ],
    ["no lines", { address: { state: "IL" }, lines: [] }, shippingMessages.linesRequired],
    ["a zero quantity", { address: { state: "IL" }, lines: "zero" }, "quantity must be at least 1"],
    [
      "a fractional quantity",
      { address: { state: "IL" }, lines: "fraction" },
      "quantity must be a whole number",
    ],
  ])("answers 400 for %s", async (_label, body, message) => {
    const lines =
      body.lines === "ok"
        ? [line()]
        : body.lines === "zero"
          ? [{ ...line(), quantity: 0 }]
          : body.lines === "fraction"
            ? [{ ...line(), quantity: 1.5 }]
            : body.lines;
    const answer = await quote({ ...body, lines });
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
  });

  it("answers 400 naming unknown parts", async () => {
    const answer = await quote({
      address: { state: "IL" },
      lines: [line(), { partId: "no-such-part", quantity: 1 }],
    });
    expect(answer).toMatchObject({ status: 400, body: { error: "Unknown part id: no-such-part" } });
  });

  it(`answers 400 to more than ${QUOTE_LINES_MAX} lines`, async () => {
    const lines = Array.from({ length: QUOTE_LINES_MAX + 1 }, line);
    const answer = await quote({ address: { state: "IL" }, lines });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: shippingMessages.linesTooMany(QUOTE_LINES_MAX) },
    });
    expect((await quote({ address: { state: "IL" }, lines: lines.slice(1) })).status).toBe(200);
  });
});
