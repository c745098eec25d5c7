/** @jest-environment node */
import { finderMessages } from "@/domains/catalog/catalog-texts";
import { GET as getParts } from "@/app/api/parts/route";
import { GET as getPart } from "@/app/api/parts/[id]/route";
import { seedParts } from "@/db/seed/load";
import type { PartJson } from "@/domains/catalog/part-json";
import { callRoute } from "../../helpers/call-route";

// The contract's fields, the finder's (issue 13), fitment's (issue 14) and the low-stock level
// (issue 16), retirement and the package (issue 30) beside them.
const partFields = [
  "_id",
  "availableQty",
  "brand",
  "category",
  "coreCharge",
  "createdAt",
  "creator",
  "dimensions",
  "gtin",
  "image",
  "lowStockBelow",
  "lowStockQty",
  "oemNumbers",
  "orderMultiple",
  "orderQty",
  "partNumber",
  "price",
  "priceTiers",
  "productDescription",
  "productName",
  "retired",
  "specs",
  "supersedes",
  "universal",
  "url",
  "weight",
];
const newestFirstNames = [...seedParts]
  .sort((a, b) => a.daysAgo - b.daysAgo)
  .map((part) => part.productName);

describe("GET /api/parts", () => {
  it("answers every part with the contract's field names, oldest first", async () => {
    const { status, body } = await callRoute(getParts, "/api/parts");
    expect(status).toBe(200);
    const parts = body as PartJson[];
    expect(parts).toHaveLength(seedParts.length);
    for (const part of parts) {
      expect(Object.keys(part).sort()).toEqual(partFields);
      expect(Object.keys(part.creator).sort()).toEqual(["name", "uid"]);
      expect(Number.isInteger(part.orderQty) && Number.isInteger(part.availableQty)).toBe(true);
    }
    expect(parts.map((part) => part.productName)).toEqual([...newestFirstNames].reverse());
  });

  it("lists the newest first with ?sort=1 and converts cents to dollars", async () => {
    const { status, body } = await callRoute(getParts, "/api/parts?sort=1");
    expect(status).toBe(200);
    const parts = body as PartJson[];
    expect(parts.map((part) => part.productName)).toEqual(newestFirstNames);
    const brakePads = seedParts.find((part) => part.slug === "ceramic-brake-pads")!;
    expect(parts[0]).toMatchObject({
      price: brakePads.priceCents / 100,
      image: "/images/parts/ceramic-brake-pads.svg",
    });
    const times = parts.map((part) => Date.parse(part.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("refuses an unknown sort with a 400 that says why", async () => {
    const { status, body } = await callRoute(getParts, "/api/parts?sort=cheapest");
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: finderMessages.badSort });
  });

  it.each(["Bearer null", "Bearer not-a-token", "Basic Zm9vOmJhcg==", "garbage"])(
    "ignores the Authorization header %p",
    async (authorization) => {
      const { status, body } = await callRoute(getParts, "/api/parts?sort=1", {
        headers: { authorization },
      });
      expect(status).toBe(200);
      expect(body).toHaveLength(seedParts.length);
    },
  );
});

describe("GET /api/parts/{id}", () => {
  it("answers one part", async () => {
    const list = (await callRoute(getParts, "/api/parts?sort=1")).body as PartJson[];
    const first = list[0]!;
    const { status, body } = await callRoute(getPart, `/api/parts/${first._id}`, {
      params: { id: first._id },
      headers: { authorization: "Bearer null" },
    });
    expect(status).toBe(200);
    expect(body).toEqual(first);
  });

  it.each([
    "00000000-0000-0000-0000-000000000000",
    "not-an-id",
    "'; DROP TABLE parts; --",
    "%00",
    "a".repeat(5000),
  ])("answers 404 JSON for the unknown or malformed id %p", async (id) => {
    const { status, body } = await callRoute(getPart, `/api/parts/x`, { params: { id } });
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Part not found", issues: [], requestId: expect.any(String) });
  });
});
