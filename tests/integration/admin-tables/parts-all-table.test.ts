/** @jest-environment node */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { GET as getPartsTable } from "@/app/api/parts/all/route";
import { FORBIDDEN, NOT_SIGNED_IN } from "@/lib/auth/guards";
import type { PartJson } from "@/domains/catalog/part-json";
import { getDb } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { parts } from "@/models";
import { demo, demoUser } from "../../helpers/accounts";
import { createPart, type PartRow } from "../../helpers/orders";
import { callRoute } from "../../helpers/call-route";
import { openTestDatabase } from "../../helpers/test-database";
import { headersOf } from "../../helpers/tokens";
import { PART_IMPORT_COLUMNS } from "@/domains/catalog/import/import-columns";

let database: DatabaseHandle;
let asAdmin: Record<string, string>;
let asCustomer: Record<string, string>;
let made: Record<"a" | "b" | "c" | "d", PartRow>;

beforeAll(async () => {
  database = await openTestDatabase();
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
afterAll(() => database.close());

const table = (query: string, headers: Record<string, string> = asAdmin) =>
  callRoute(getPartsTable, `/api/parts/all?brand=Testbrand&${query}`, { headers });
const names = (body: unknown) => (body as PartJson[]).map((part) => part.productName);
const named = (...keys: (keyof typeof made)[]) => keys.map((key) => made[key].productName);
const order = (keys: string) => named(...(keys.split("") as (keyof typeof made)[]));

describe("GET /api/parts/all: Manage Products' table", () => {
  it("answers one page, newest first by default, its place in the paging headers", async () => {
    const first = await table("limit=3");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(names(first.body)).toEqual(order("dcb"));
    expect(first.headers.get("X-Total-Count")).toBe("4");
    expect(first.headers.get("X-Page")).toBe("1");
    expect(first.headers.get("X-Page-Count")).toBe("2");
    expect(first.headers.get("X-Total-Estimated")).toBeNull();
    const second = await table("limit=3&page=2");
    expect(names(second.body)).toEqual(order("a"));
    expect(second.headers.get("X-Page")).toBe("2");
  });

  it.each([
    ["sort=price&order=asc", "dbac"],
    ["sort=price&order=desc", "cabd"],
    ["sort=stock&order=desc", "cbad"],
    ["sort=stock", "dabc"],
    ["sort=partNumber&order=asc", "abcd"],
    ["sort=partNumber&order=desc", "dcba"],
    ["sort=name", "abcd"],
    ["sort=name&order=desc", "dcba"],
    ["sort=createdAt", "dcba"],
    ["sort=createdAt&order=asc", "abcd"],
  ])("sorts by %s (%s)", async (query, expected) => {
    const { status, body } = await table(`${query}&page=1&limit=25`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(order(expected));
  });

  it("searches with the finder and filters to low or no stock", async () => {
    expect(names((await table(`q=${made.c.partNumber}`)).body)).toEqual(order("c"));
    const low = await table("lowStock=1&limit=10");
    expect(names(low.body)).toEqual(order("dba"));
    expect(low.headers.get("X-Total-Count")).toBe("3");
    expect(names((await table("outOfStock=1")).body)).toEqual(order("da"));
  });

  it("exports the filter as CSV, every page, in the asked order", async () => {
    const { status, headers, body } = await table("format=csv&sort=price&order=desc&limit=1");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toBe('attachment; filename="products.csv"');
    expect(headers.get("cache-control")).toBe("private, no-store");
    const [header, ...records] = parse(body as string) as string[][];
    expect(header).toEqual([...PART_IMPORT_COLUMNS]);
    expect(records.map((record) => record[1])).toEqual(order("cabd"));
    expect(records[0]![0]).toBe(made.c.partNumber);
    expect(records[0]!.slice(5, 10)).toEqual(["9.00", "1000", "10", "1", ""]);
  });

  it("is for admins only: a customer gets 403, a guest 401, for the table and its export", async () => {
    for (const query of ["page=1", "format=csv"]) {
      expect(await table(query, asCustomer)).toMatchObject({
        status: 403,
        body: { error: FORBIDDEN },
      });
      expect(await table(query, {})).toMatchObject({ status: 401, body: { error: NOT_SIGNED_IN } });
    }
  });

  it.each([
    ["sort=1", "sort must be one of createdAt, price, name, stock, partNumber"],
    ["sort=price-asc", "sort must be one of createdAt, price, name, stock, partNumber"],
    ["order=up", "order must be one of asc, desc"],
    ["page=0", "page must be between 1 and 1000000"],
    ["limit=abc", "limit must be a whole number"],
    ["limit=101", "limit must be between 1 and 100"],
    ["lowStock=2", "lowStock must be 1 or 0"],
    ["outOfStock=yes", "outOfStock must be 1 or 0"],
    ["format=xml", "format must be one of csv"],
  ])("refuses %s with a 400 that says why", async (query, error) => {
    const { status, body } = await table(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error });
  });
});
