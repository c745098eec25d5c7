/** @jest-environment node */
// What checkout calls in its transaction: shippingOptions and shippingFor with `now` given, so
// delivery dates cross a weekend and the cut-off; the default state for an address without one.
import { getDb } from "@/lib/db";
import { DEFAULT_SHIPPING_RATES } from "@/domains/shipping";
import {
  defaultShippingState,
  quoteShipping,
  shippingFor,
  shippingOptions,
  shippingRates,
} from "@/domains/shipping/server";
import { aPart, HANDLING } from "./shipping-support";

const midwest = DEFAULT_SHIPPING_RATES.zones[0]!.services; // ground 1–2 days, express 1
const west = DEFAULT_SHIPPING_RATES.zones[3]!.services; // ground 4–5 days, express 2
let partId: string;
beforeAll(async () => {
  partId = await aPart({ weight: 1 });
});

const optionsAt = async (now: string, state: "IL" | "CA" | null = "IL") =>
  (await getDb()).transaction((tx) =>
    shippingOptions(tx, {
      state,
      lines: [{ partId, quantity: 1 }],
      subtotalCents: 1000,
      now: new Date(now),
    }),
  );
const deliveryDays = async (now: string, state: "IL" | "CA" = "IL") =>
  (await optionsAt(now, state)).map((option) => option.deliveryBy);

describe("delivery dates (America/Chicago, cut-off 15:00)", () => {
  it("a Wednesday before the cut-off ships that day", async () => {
    expect(await deliveryDays("2026-11-25T20:59:00Z")).toEqual(["2026-11-27", "2026-11-26"]);
  });

  it("a Wednesday at the cut-off ships on Thursday, ground arriving after the weekend", async () => {
    expect(await deliveryDays("2026-11-25T21:00:00Z")).toEqual(["2026-11-30", "2026-11-27"]);
  });

  it("a Friday after the cut-off and a Saturday both ship on Monday", async () => {
    expect(await deliveryDays("2026-11-27T22:30:00Z")).toEqual(["2026-12-02", "2026-12-01"]);
    expect(await deliveryDays("2026-11-28T17:00:00Z")).toEqual(["2026-12-02", "2026-12-01"]);
  });

  it("counts a zone's own days across the weekend (West ground: 5 business days)", async () => {
    expect(await deliveryDays("2026-11-26T15:00:00Z", "CA")).toEqual(["2026-12-03", "2026-11-30"]);
  });
});

describe("what checkout calls", () => {
  it("answers each service with its label, price in cents and days", async () => {
    expect(await optionsAt("2026-11-25T20:00:00Z")).toEqual([
      {
        service: "ground",
        label: "Ground",
        priceCents: midwest.ground.brackets[0]!.price * 100 + HANDLING,
        days: midwest.ground.days,
        deliveryBy: "2026-11-27",
      },
      {
        service: "express",
        label: "Express",
        priceCents: midwest.express.brackets[0]!.price * 100 + HANDLING,
        days: midwest.express.days,
        deliveryBy: "2026-11-26",
      },
    ]);
  });

  it("ships an order without a state to the shop's default state (IL)", async () => {
    const db = await getDb();
    expect(await defaultShippingState(db)).toBe("IL");
    expect(await optionsAt("2026-11-25T20:00:00Z", null)).toEqual(
      await optionsAt("2026-11-25T20:00:00Z", "IL"),
    );
  });

  it("prices one chosen service, at the subtotal the caller charges", async () => {
    const option = await (
      await getDb()
    ).transaction((tx) =>
      shippingFor(tx, {
        state: "CA",
        lines: [{ partId, quantity: 1 }],
        subtotalCents: 25_000,
        now: new Date("2026-11-25T20:00:00Z"),
        service: "ground",
      }),
    );
    expect(option).toMatchObject({ service: "ground", priceCents: 0, days: west.ground.days });
  });

  it("reads the rates in the caller's transaction", async () => {
    const rates = await (await getDb()).transaction((tx) => shippingRates(tx));
    expect(rates.zones.map((zone) => zone.id)).toEqual(
      DEFAULT_SHIPPING_RATES.zones.map((zone) => zone.id),
    );
  });

  it("the public quote takes `now` too", async () => {
    const { options } = await quoteShipping(
      { address: { state: "IL" }, lines: [{ partId, quantity: 1 }] },
      new Date("2026-11-28T17:00:00Z"),
    );
    expect(options.map((option) => option.deliveryBy)).toEqual(["2026-12-02", "2026-12-01"]);
  });
});
