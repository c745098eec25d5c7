/** @jest-environment node */
// GET /api/parts/facets keeps its counts a short while per filter set, and never past a write:
// a part added, changed (its stock too) or deleted through the shop expires every kept count.
import { DELETE as deletePartRoute } from "@/app/api/parts/[id]/route";
import { createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { facets, find, insertParts, patchPart, postPart, sumOf } from "../../helpers/finder";
import { headersOf } from "../../helpers/tokens";

const BRAND = "Tarnwick Cooling";
const QUERY = { q: "tarnwick", brand: BRAND };
const IN_STOCK = { ...QUERY, inStock: "1" };

// Only the clock is faked: a count stored within 5 s of a write is never trusted (a count begun
// before the write may end after it), so each step moves the clock past that window first,
// or a fresh answer would prove nothing.
const REAL_TIMERS = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;
const pastTheWriteWindow = () => jest.setSystemTime(Date.now() + 6_000);

beforeAll(async () => {
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: Date.now() });
  await insertParts([
    {
      productName: "Tarnwick Radiator",
      partNumber: "TW-1",
      brand: BRAND,
      category: "Cooling › Radiators",
    },
  ]);
});
afterAll(async () => {
  jest.useRealTimers();
});

const counted = async (query: Record<string, string>) => {
  const { status, facets: found } = await facets(query);
  expect(status).toBe(200);
  return sumOf(found.categories);
};
const listed = async (query: Record<string, string>) => (await find(query)).total;

async function posted(partNumber: string): Promise<string> {
  const answer = await postPart({
    productName: "Tarnwick Thermostat",
    partNumber,
    brand: BRAND,
    category: "Cooling › Thermostats",
  });
  expect(answer.status).toBe(201);
  return (answer.body as { insertedId: string }).insertedId;
}

describe("the facets' counts kept per filter set", () => {
  it("answers a repeated filter set from its kept counts, however the search is typed", async () => {
    expect(await counted(QUERY)).toBe(1);
    // Written behind the shop's back (no service, so no expiry): the kept counts still answer.
    await insertParts([
      {
        productName: "Tarnwick Radiator Cap",
        partNumber: "TW-2",
        brand: BRAND,
        category: "Cooling › Radiators",
      },
    ]);
    expect(await listed(QUERY)).toBe(2);
    expect(await counted(QUERY)).toBe(1);
    expect(await counted({ q: "  TARNWICK ", brand: BRAND })).toBe(1);
    // Another filter set is counted afresh.
    expect(await counted({ ...QUERY, category: "Cooling" })).toBe(2);
  });

  it("counts afresh right after a part is added through the shop", async () => {
    expect(await counted(QUERY)).toBe(1);
    await posted("TW-3");
    expect(await counted(QUERY)).toBe(3);
    expect(await counted(QUERY)).toBe(await listed(QUERY));
  });

  it("counts afresh right after a part's stock or price changes", async () => {
    const id = await posted("TW-4");
    pastTheWriteWindow();
    expect(await counted(IN_STOCK)).toBe(4);
    expect(await counted(IN_STOCK)).toBe(4); // kept
    expect((await patchPart(id, { availableQty: "0" })).status).toBe(200);
    expect(await counted(IN_STOCK)).toBe(3);
    expect(await counted(IN_STOCK)).toBe(await listed(IN_STOCK));
    pastTheWriteWindow();
    expect((await facets(QUERY)).facets.price.max).toBe(10);
    expect((await patchPart(id, { price: "99" })).status).toBe(200);
    const { facets: priced } = await facets(QUERY);
    expect(priced.price.max).toBe(99);
  });

  it("counts afresh right after a part is deleted", async () => {
    const id = await posted("TW-5");
    pastTheWriteWindow();
    expect(await counted(QUERY)).toBe(5);
    expect(await counted(QUERY)).toBe(5); // kept
    const admin = await createUser("admin");
    const removed = await callRoute(deletePartRoute, `/api/parts/${id}`, {
      method: "DELETE",
      headers: await headersOf(admin),
      params: { id },
    });
    expect(removed.status).toBe(200);
    expect(await counted(QUERY)).toBe(4);
    expect(await counted(QUERY)).toBe(await listed(QUERY));
  });
});
