// Shipping prices from the rates alone (no database): brackets and their boundaries, pounds
// beyond the last bracket, handling, oversize surcharges and the free-ground threshold.
import {
  DEFAULT_SHIPPING_RATES,
  shipmentWeight,
  shippingPrice,
  shippingRatesSchema,
  type ShipmentLine,
  type ShippingRates,
} from "@/domains/shipping";

const rates: ShippingRates = shippingRatesSchema.parse(DEFAULT_SHIPPING_RATES);
const HANDLING = 250;
// Midwest ground: up to 1, 5, 10, 20, 50 lb; 0.55 per pound beyond.
const MIDWEST_GROUND = [695, 995, 1395, 1995, 3495];

const line = (weightLb: number | null, quantity = 1, longestSideIn: number | null = null) =>
  ({ weightLb, quantity, longestSideIn }) satisfies ShipmentLine;
const price = (
  lines: ShipmentLine[],
  service: "ground" | "express" = "ground",
  subtotalCents = 0,
) => shippingPrice(rates, { state: "IL", lines, subtotalCents }, service).priceCents;

describe("weight brackets", () => {
  it.each([
    [0.5, 0],
    [1, 0],
    [1.01, 1],
    [5, 1],
    [5.01, 2],
    [10, 2],
    [20, 3],
    [20.01, 4],
    [50, 4],
  ])("%p lb is priced in bracket %p", (weight, bracket) => {
    expect(price([line(weight)])).toBe(MIDWEST_GROUND[bracket]! + HANDLING);
  });

  it("charges every started pound beyond the last bracket", () => {
    expect(price([line(50.2)])).toBe(3495 + 55 + HANDLING);
    expect(price([line(51)])).toBe(3495 + 55 + HANDLING);
    expect(price([line(52.5)])).toBe(3495 + 3 * 55 + HANDLING);
  });

  it("weighs weight × quantity over every line, without floating-point dust", () => {
    expect(shipmentWeight([line(0.1, 3)], 2)).toBe(0.3);
    expect(shipmentWeight([line(0.1, 10)], 2)).toBe(1);
    expect(price([line(0.1, 10)])).toBe(695 + HANDLING);
    expect(price([line(2, 2), line(0.5, 2)])).toBe(995 + HANDLING);
  });

  it("counts a part without a weight at the default weight", () => {
    expect(shipmentWeight([line(null, 3)], rates.defaultWeight)).toBe(6);
    expect(price([line(null, 3)])).toBe(1395 + HANDLING);
  });
});

describe("zones and services", () => {
  it("prices each zone and service from its own table, with its transit days", () => {
    const shipment = { lines: [line(3)], subtotalCents: 0 };
    expect(shippingPrice(rates, { ...shipment, state: "CA" }, "ground")).toEqual({
      priceCents: 1495 + HANDLING,
      days: { min: 4, max: 5 },
    });
    expect(shippingPrice(rates, { ...shipment, state: "HI" }, "express")).toEqual({
      priceCents: 5495 + HANDLING,
      days: { min: 2, max: 3 },
    });
  });
});

describe("oversize surcharges", () => {
  it("adds the highest surcharge whose length the line's longest side is over, per line", () => {
    expect(price([line(1, 1, 36)])).toBe(695 + HANDLING);
    expect(price([line(1, 1, 36.5)])).toBe(695 + HANDLING + 1500);
    expect(price([line(1, 1, 61)])).toBe(695 + HANDLING + 3500);
    expect(price([line(0.5, 4, 40), line(0.5, 1, 70)])).toBe(995 + HANDLING + 1500 + 3500);
  });
});

describe("free ground", () => {
  it("waives the whole ground price from the threshold on, never express", () => {
    const heavy = [line(30, 1, 70)];
    expect(price(heavy, "ground", 24_999)).toBe(3495 + HANDLING + 3500);
    expect(price(heavy, "ground", 25_000)).toBe(0);
    expect(price(heavy, "express", 25_000)).toBe(7995 + HANDLING + 3500);
  });

  it("never applies when the threshold is null", () => {
    const noFree = { ...rates, freeGroundThreshold: null };
    const shipment = { state: "IL" as const, lines: [line(1)], subtotalCents: 10_000_000 };
    expect(shippingPrice(noFree, shipment, "ground").priceCents).toBe(695 + HANDLING);
  });
});
