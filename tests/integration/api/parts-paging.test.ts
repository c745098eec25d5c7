/** @jest-environment node */
import { GET as getParts } from "@/app/api/parts/route";
import { seedParts } from "@/db/seed/load";
import type { PartJson } from "@/domains/catalog/part-json";
import { listPartsPage } from "@/domains/catalog/server";
import { PARTS_PAGE_SIZE } from "@/domains/catalog/public-queries";
import { callRoute } from "../../helpers/call-route";

const ids = (body: unknown) => (body as PartJson[]).map((part) => part._id);

describe("GET /api/parts with paging", () => {
  it("answers one page as an array, with the whole catalog's size in headers", async () => {
    const everything = await callRoute(getParts, "/api/parts?sort=1");
    const second = await callRoute(getParts, "/api/parts?sort=1&page=2&limit=5");
    expect(second.status).toBe(200);
    expect(ids(second.body)).toEqual(ids(everything.body).slice(5, 10));
    expect(second.headers.get("X-Total-Count")).toBe(String(seedParts.length));
    expect(second.headers.get("X-Page")).toBe("2");
    expect(second.headers.get("X-Page-Count")).toBe(String(Math.ceil(seedParts.length / 5)));
  });

  it("walks every part exactly once, oldest first, page after page", async () => {
    const seen: string[] = [];
    const pageCount = Math.ceil(seedParts.length / 25);
    for (let page = 1; page <= pageCount; page += 1) {
      const { body } = await callRoute(getParts, `/api/parts?page=${page}&limit=25`);
      seen.push(...ids(body));
    }
    const everything = await callRoute(getParts, "/api/parts");
    expect(seen).toEqual(ids(everything.body));
  });

  it("uses the shop's page size when only a page is asked for, and answers [] past the end", async () => {
    const first = await callRoute(getParts, "/api/parts?page=1");
    expect(ids(first.body)).toHaveLength(Math.min(PARTS_PAGE_SIZE, seedParts.length));
    const past = await callRoute(getParts, "/api/parts?page=99&limit=10");
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
  });

  it.each([
    ["page=0", "page must be between 1 and 1000000"],
    ["page=-1", "page must be a whole number"],
    ["page=1.5", "page must be a whole number"],
    ["page=abc", "page must be a whole number"],
    ["page=", "page must be a whole number"],
    ["limit=0", "limit must be between 1 and 100"],
    ["limit=101", "limit must be between 1 and 100"],
    ["limit=1e3", "limit must be a whole number"],
    ["page=99999999999", "page must be a whole number"],
  ])("refuses %s with a 400 that says why", async (query, message) => {
    const { status, body } = await callRoute(getParts, `/api/parts?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message });
  });
});

describe("listPartsPage", () => {
  it("counts the pages of the catalog, and has one page even when it is empty", async () => {
    const page = await listPartsPage("newest", 1, 10);
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: seedParts.length });
    expect(page.pageCount).toBe(Math.ceil(seedParts.length / 10));
    expect(page.parts).toHaveLength(10);
  });
});
