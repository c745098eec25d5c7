/** @jest-environment node */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { GET as getParts } from "@/app/api/parts/route";
import { PATCH as patchPart } from "@/app/api/parts/update-stock/[id]/route";
import type { PartJson } from "@/domains/catalog/part-json";
import { getDb } from "@/lib/db";
import { parts } from "@/models";
import { demo, demoUser } from "../../helpers/accounts";
import { createPart, type PartRow } from "../../helpers/orders";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";
import { PART_IMPORT_COLUMNS } from "@/domains/catalog/import/import-columns";

let asAdmin: Record<string, string>;
let asCustomer: Record<string, string>;
let made: Record<"a" | "b" | "c" | "d", PartRow>;

beforeAll(async () => {
  asAdmin = await headersOf(await demoUser(demo.admin));
  asCustomer = await headersOf(await demoUser(demo.customer));
  // Made in this order (so newest first is d, c, b, a); all of the brand "Testbrand", MOQ 10.
  made = {
    a: await createPart({ priceCents: 500, availableQty: 5 }),
    b: await createPart({ priceCents: 300, availableQty: 15 }),
    c: await createPart({ priceCents: 900, availableQty: 1000 }),
    d: await createPart({ priceCents: 100, availableQty: 0 }),
  };
  const db = await getDb();
  for (const [index, part] of Object.values(made).entries())
    await db
      .update(parts)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })
      .where(eq(parts.id, part.id));
});

const list = (query: string, headers: Record<string, string> = {}) =>
  callRoute(getParts, `/api/parts?brand=Testbrand&${query}`, { headers });
const names = (body: unknown) => (body as PartJson[]).map((part) => part.productName);
const named = (...keys: (keyof typeof made)[]) => keys.map((key) => made[key].productName);

describe("GET /api/parts with the table parameters (other callers; the screen has its own call)", () => {
  it.each([
    ["sort=price&order=asc", "dbac"],
    ["sort=price&order=desc", "cabd"],
    ["sort=stock&order=desc", "cbad"],
    ["sort=stock", "dabc"],
    ["sort=partNumber&order=asc", "abcd"],
    ["sort=name&order=desc", "dcba"],
    ["sort=createdAt", "dcba"],
    ["sort=createdAt&order=asc", "abcd"],
    ["sort=1", "dcba"],
  ])("sorts by %s (%s)", async (query, expected) => {
    const { status, body } = await list(`${query}&page=1&limit=25`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(named(...(expected.split("") as (keyof typeof made)[])));
  });

  it("filters to low stock (below twice the MOQ, or the part's own level) and out of stock", async () => {
    const low = await list("lowStock=1&limit=10");
    expect(names(low.body)).toEqual(named("d", "b", "a"));
    expect(low.headers.get("X-Total-Count")).toBe("3");
    expect(names((await list("outOfStock=1")).body)).toEqual(named("d", "a"));
    const db = await getDb();
    await db.update(parts).set({ lowStockQty: 2000 }).where(eq(parts.id, made.c.id));
    expect(names((await list("lowStock=1")).body)).toEqual(named("d", "c", "b", "a"));
    await db.update(parts).set({ lowStockQty: null }).where(eq(parts.id, made.c.id));
  });

  it("exports the filter as CSV for admins, in the asked order", async () => {
    const { status, headers, body } = await list("format=csv&sort=price&order=desc", asAdmin);
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toBe('attachment; filename="products.csv"');
    expect(headers.get("cache-control")).toBe("private, no-store");
    const [header, ...records] = parse(body as string) as string[][];
    expect(header).toEqual([...PART_IMPORT_COLUMNS]);
    expect(records.map((record) => record[1])).toEqual(named("c", "a", "b", "d"));
    expect(records[0]!.slice(5, 10)).toEqual(["9.00", "1000", "10", "1", ""]);
  });

  it("keeps the CSV export for admins: a customer gets 403, a guest 401", async () => {
    expect((await list("format=csv", asCustomer)).status).toBe(403);
    expect((await list("format=csv")).status).toBe(401);
  });

  it.each([
    ["order=up", "order must be one of asc, desc"],
    ["lowStock=2", "lowStock must be 1 or 0"],
    ["outOfStock=yes", "outOfStock must be 1 or 0"],
    ["format=xml", "format must be one of csv"],
  ])("refuses %s with a 400 that says why", async (query, error) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error });
  });
});

describe("a part's own low-stock level (lowStockQty)", () => {
  const patch = (id: string, body: unknown) =>
    callRoute(patchPart, `/api/parts/update-stock/${id}`, {
      method: "PATCH",
      headers: asAdmin,
      params: { id },
      body,
    });

  it("is set, shown and cleared through the update call", async () => {
    expect((await patch(made.b.id, { lowStockQty: 5 })).status).toBe(200);
    const after = (await list("sort=stock&order=asc")).body as PartJson[];
    expect(after.find((part) => part._id === made.b.id)).toMatchObject({
      lowStockQty: 5,
      lowStockBelow: 5,
    });
    expect(names((await list("lowStock=1")).body)).toEqual(named("d", "a"));
    expect((await patch(made.b.id, { lowStockQty: null })).status).toBe(200);
    const reset = (await list("sort=stock")).body as PartJson[];
    expect(reset.find((part) => part._id === made.b.id)).toMatchObject({
      lowStockQty: null,
      lowStockBelow: 20,
    });
  });

  it.each([
    [-1, "Low stock level must be a whole number"],
    [1.5, "Low stock level must be a whole number"],
    ["many", "Low stock level must be a whole number"],
    [true, "Low stock level must be a whole number of pieces, or null"],
  ])("refuses %p with a 400, changing nothing", async (value, error) => {
    const answer = await patch(made.c.id, { lowStockQty: value });
    expect(answer).toMatchObject({ status: 400, body: { error } });
    const [row] = await (await getDb()).select().from(parts).where(eq(parts.id, made.c.id));
    expect(row?.lowStockQty).toBeNull();
  });
});
