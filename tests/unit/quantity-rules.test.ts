// The rules of buying in bulk, as the browser and the server share them: allowed quantities
// (MOQ, then steps of the order multiple), the nearest ones to a refused quantity, price breaks
// and the hint of the next one, and the one judge of a line.
import { judgeLine, linePartFromJson } from "@/domains/ordering/order-line-json";
import {
  allowedAtMost,
  isAllowedQuantity,
  nearestAllowed,
  nextTierHint,
  unitPriceCents,
} from "@/domains/catalog/quantity-rules";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { tiersProblem } from "@/domains/catalog/price-tiers";

const stepped = { minOrderQty: 48, orderMultiple: 24 };
const pads = {
  priceCents: 2450,
  priceTiers: [
    { minQty: 500, priceCents: 2190 },
    { minQty: 1000, priceCents: 1990 },
  ],
  minOrderQty: 100,
  orderMultiple: 50,
  availableQty: 4800,
};

describe("allowed quantities", () => {
  it.each([
    [48, true],
    [72, true],
    [96, true],
    [50, false],
    [47, false],
    [0, false],
    [72.5, false],
  ])("MOQ 48 in steps of 24: %p is %p", (quantity, allowed) => {
    expect(isAllowedQuantity(stepped, quantity)).toBe(allowed);
  });

  it("names the nearest allowed quantities, never just one rounded", () => {
    expect(nearestAllowed(stepped, 50)).toEqual([48, 72]);
    expect(nearestAllowed(stepped, 30)).toEqual([48]);
    expect(nearestAllowed(stepped, 95)).toEqual([72, 96]);
    expect(allowedAtMost(stepped, 100)).toBe(96);
    expect(allowedAtMost(stepped, 40)).toBeNull();
  });
});

describe("price breaks", () => {
  it("prices a quantity at the break it reaches", () => {
    expect(unitPriceCents(pads, 100)).toBe(2450);
    expect(unitPriceCents(pads, 500)).toBe(2190);
    expect(unitPriceCents(pads, 999)).toBe(2190);
    expect(unitPriceCents(pads, 1000)).toBe(1990);
  });

  it("hints at the next break only when it is near, to an allowed quantity", () => {
    expect(nextTierHint(pads, 450)).toEqual({ addQty: 50, priceCents: 2190 });
    expect(nextTierHint(pads, 100)).toBeNull();
    expect(nextTierHint(pads, 900)).toEqual({ addQty: 100, priceCents: 1990 });
    expect(nextTierHint(pads, 1000)).toBeNull();
  });

  it("checks breaks against the part: above the MOQ and cheaper than the base price", () => {
    const part = { minOrderQty: 100, priceCents: 2450 };
    expect(tiersProblem(pads.priceTiers, part)).toBeNull();
    expect(tiersProblem([{ minQty: 100, priceCents: 2000 }], part)).toMatchObject({
      index: 0,
      field: "minQty",
    });
    expect(tiersProblem([{ minQty: 200, priceCents: 2450 }], part)).toMatchObject({
      index: 0,
      field: "price",
    });
  });
});

describe("judging a line", () => {
  it("accepts an allowed quantity in stock at its break's price", () => {
    expect(judgeLine(pads, 500)).toEqual({ ok: true, unitPriceCents: 2190, totalCents: 1_095_000 });
  });

  it("refuses a quantity off the steps with the nearest ones in stock", () => {
    expect(judgeLine(pads, 520)).toMatchObject({
      ok: false,
      problem: "not-allowed",
      suggestions: [500, 550],
      message: "Order 500 or 550 pcs (sold from 100 pcs in steps of 50).",
    });
  });

  it("refuses more than the stock with the most that can be had", () => {
    expect(judgeLine({ ...pads, availableQty: 420 }, 450)).toMatchObject({
      ok: false,
      problem: "over-stock",
      suggestions: [400],
      message: "Only 420 pcs in stock: Order 400 pcs.",
    });
    expect(judgeLine({ ...pads, availableQty: 20 }, 100)).toMatchObject({
      problem: "over-stock",
      suggestions: [],
      message: "Out of stock right now.",
    });
  });

  it("refuses a line one card payment could not take", () => {
    const dear = { ...pads, priceCents: MAX_ORDER_TOTAL_CENTS, priceTiers: [], availableQty: 1e6 };
    expect(judgeLine(dear, 100)).toMatchObject({ ok: false, problem: "over-total" });
  });

  it("reads a part's contract JSON in dollars", () => {
    const json = {
      price: 24.5,
      priceTiers: [{ minQty: 500, price: 21.9 }],
      orderQty: 100,
      orderMultiple: 50,
      availableQty: 4800,
    };
    expect(linePartFromJson(json)).toEqual({
      priceCents: 2450,
      priceTiers: [{ minQty: 500, priceCents: 2190 }],
      minOrderQty: 100,
      orderMultiple: 50,
      availableQty: 4800,
    });
  });
});
