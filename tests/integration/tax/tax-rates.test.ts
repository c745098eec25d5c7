/** @jest-environment node */
// The state rates: 51 rows from the migration, read and replaced whole by shop admins only, and
// every wrong table refused with the state named and nothing written.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { US_STATE_CODES } from "@/lib/geo/us-states";
import { taxRates } from "@/models";
import { aCustomer, aShopAdmin, getRates, guest, putRates } from "./tax-support";

type Rate = { state: string; name: string; rate: number; shippingTaxable: boolean };

const bodyOf = (rates: Rate[]) =>
  rates.map(({ state, rate, shippingTaxable }) => ({ state, rate, shippingTaxable }));

const stored = async () => (await getDb()).select().from(taxRates).orderBy(taxRates.state);

let admin: { headers: Record<string, string> };
let seeded: Rate[];
beforeAll(async () => {
  admin = await aShopAdmin();
  seeded = (await getRates(admin.headers)).body as Rate[];
});
afterEach(async () => {
  await putRates(admin.headers, bodyOf(seeded));
});

describe("GET /api/tax/rates", () => {
  it("answers the 50 states and DC with their statewide rates and shipping rule", async () => {
    const answer = await getRates(admin.headers);
    expect(answer.status).toBe(200);
    const rates = answer.body as Rate[];
    expect(rates.map((rate) => rate.state)).toEqual(US_STATE_CODES);
    const of = (state: string) => rates.find((rate) => rate.state === state);
    for (const state of ["AK", "DE", "MT", "NH", "OR"]) expect(of(state)?.rate).toBe(0);
    expect(of("CA")).toEqual({
      state: "CA",
      name: "California",
      rate: 7.25,
      shippingTaxable: false,
    });
    expect(of("MN")).toMatchObject({ rate: 6.875, shippingTaxable: true });
    expect(of("TX")).toMatchObject({ rate: 6.25, shippingTaxable: true });
    expect(of("DC")).toMatchObject({ name: "District of Columbia", rate: 6 });
  });

  it("is for shop admins: customers hear 403, guests 401", async () => {
    expect((await getRates((await aCustomer()).headers)).status).toBe(403);
    expect((await getRates(guest)).status).toBe(401);
  });
});

describe("PUT /api/tax/rates", () => {
  it("replaces the table; only changed rows are stamped", async () => {
    const before = await stored();
    const changed = seeded.map((rate) =>
      rate.state === "TX" ? { ...rate, rate: 6.5, shippingTaxable: false } : rate,
    );
    const answer = await putRates(admin.headers, [
      ...bodyOf(changed).slice(1),
      { ...bodyOf(changed)[0], rate: "4.000" },
    ]);
    expect(answer.status).toBe(200);
    expect((answer.body as Rate[]).find((rate) => rate.state === "TX")).toEqual({
      state: "TX",
      name: "Texas",
      rate: 6.5,
      shippingTaxable: false,
    });
    const after = await stored();
    const tx = after.find((row) => row.state === "TX")!;
    expect(tx).toMatchObject({ rate: "6.500", shippingTaxable: false });
    expect(tx.updatedAt.getTime()).toBeGreaterThan(
      before.find((row) => row.state === "TX")!.updatedAt.getTime(),
    );
    const ca = (rows: typeof after) => rows.find((row) => row.state === "CA")!.updatedAt;
    expect(ca(after)).toEqual(ca(before));
  });

  it.each([
    ["a rate of 20", { state: "NV", rate: 20 }, /^NV: the rate must be a percentage from 0/],
    ["a negative rate", { state: "NV", rate: -1 }, /^NV: the rate/],
    ["four decimals", { state: "NV", rate: 6.8755 }, /^NV: the rate/],
    ["a rate as words", { state: "NV", rate: "six" }, /^NV: the rate/],
    ["no rate", { state: "NV", rate: undefined }, /^NV: the rate/],
    ["shipping as text", { state: "NV", shippingTaxable: "yes" }, /^NV: shippingTaxable/],
  ])("refuses %s with the state named, writing nothing", async (_label, change, message) => {
    const before = await stored();
    const body = bodyOf(seeded).map((rate) =>
      rate.state === change.state ? { ...rate, ...change } : rate,
    );
    const answer = await putRates(admin.headers, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it("refuses a state missing, listed twice or unknown", async () => {
    const rates = bodyOf(seeded);
    const missing = await putRates(
      admin.headers,
      rates.filter((rate) => rate.state !== "WY"),
    );
    expect(missing).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/WY is missing/) },
    });
    const twice = await putRates(admin.headers, [...rates, { ...rates[3] }]);
    expect(twice).toMatchObject({
      status: 400,
      body: { error: `${rates[3]!.state} is listed more than once: list each state once` },
    });
    const unknown = await putRates(admin.headers, [
      ...rates,
      { state: "XX", rate: 1, shippingTaxable: true },
    ]);
    expect(unknown).toMatchObject({ status: 400, body: { error: expect.stringMatching(/state/) } });
    expect((await putRates(admin.headers, { rates })).status).toBe(400);
  });

  it("is for shop admins: customers hear 403, guests 401, nothing written", async () => {
    const before = await stored();
    const zeroed = bodyOf(seeded).map((rate) => ({ ...rate, rate: 0 }));
    expect((await putRates((await aCustomer()).headers, zeroed)).status).toBe(403);
    expect((await putRates(guest, zeroed)).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it("keeps the rates exact to the thousandth", async () => {
    const body = bodyOf(seeded).map((rate) =>
      rate.state === "MO" ? { ...rate, rate: 4.225 } : rate,
    );
    expect((await putRates(admin.headers, body)).status).toBe(200);
    const [mo] = await (await getDb()).select().from(taxRates).where(eq(taxRates.state, "MO"));
    expect(mo!.rate).toBe("4.225");
  });
});
