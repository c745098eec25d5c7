/** @jest-environment node */
// The category landing pages (/categories/{group}[/{leaf}]): a page of the category's parts only
// (newest first, 24 a page, retired parts left out), the brand counts, 404 for a path that names
// no category ("Other" too) or a page past the last, a later page at its path (`…/page/N`, page 1
// moved to the plain path), noindex for an empty category, and the sitemap's category URLs. On an unseeded database, so every count is the test's own.
import { eq, inArray } from "drizzle-orm";
import type { PartJson } from "@/domains/catalog/part-json";
import { findCategoryPage } from "@/domains/catalog/server/category-pages";
import { cachedCategoryPage } from "@/domains/catalog/server";
import {
  CategoryRoute,
  categoryRouteMetadata,
} from "@/components/catalog/category-page/category-route";
import { categoryListHref } from "@/components/catalog/category-page/category-page-links";
import type { DatabaseHandle } from "@/lib/db/open";
import { getDb } from "@/lib/db";
import { notFoundMetadata } from "@/lib/seo/page-metadata";
import { sitemapDocument } from "@/lib/seo/sitemap";
import { parts } from "@/models";
import { insertParts, type OwnPart } from "../../helpers/finder";
import { openTestDatabase } from "../../helpers/test-database";

// The page cache lives in a Next.js server; here the cached read runs its query every time.
jest.mock("next/cache", () =>
  jest
    .requireActual<typeof import("../../helpers/next-cache")>("../../helpers/next-cache")
    .uncachedNextCache(),
);

const PADS = { group: "Brakes" as const, leaf: "Pads" };
const BRAKES = { group: "Brakes" as const };
const PAGE_SIZE = 24;

let database: DatabaseHandle;
let pads: PartJson[];
let rotors: PartJson[];
let retiredPad: PartJson;

// Each batch listed at its own minutes, so no two parts share a date (the order is by date).
let minutesAgo = 1000;
const own = (count: number, category: string, brand: string, prefix: string): OwnPart[] =>
  Array.from({ length: count }, (_, index) => ({
    productName: `${prefix} ${index}`,
    partNumber: `${prefix}-${index}`,
    brand,
    category,
    minutesAgo: (minutesAgo -= 1),
  }));

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  pads = await insertParts([
    ...own(20, "Brakes › Pads", "Alpha Friction", "PADA"),
    ...own(6, "Brakes › Pads", "Beta Stop", "PADB"),
  ]);
  rotors = await insertParts(own(2, "Brakes › Rotors", "Beta Stop", "ROT"));
  await insertParts([
    ...own(1, "Filters › Oil", "Gamma Filter", "OIL"),
    ...own(1, "Other › General", "Gamma Filter", "GEN"),
  ]);
  const [retired] = await insertParts(own(1, "Brakes › Pads", "Retired Brand", "RET"));
  retiredPad = retired!;
  await (
    await getDb()
  )
    .update(parts)
    .set({ retiredAt: new Date() })
    .where(eq(parts.id, retiredPad._id));
});

afterAll(() => database.close());

const newestFirst = (list: PartJson[]) =>
  [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((part) => part._id);

test("a leaf page lists its parts only, newest first, 24 a page, with its brands' counts", async () => {
  const first = await findCategoryPage(PADS, 1, PAGE_SIZE);
  const second = await findCategoryPage(PADS, 2, PAGE_SIZE);
  expect(first).toMatchObject({ total: 26, pageCount: 2, page: 1 });
  expect([...first!.parts, ...second!.parts]).toEqual(newestFirst(pads));
  expect(first!.parts).toHaveLength(PAGE_SIZE);
  expect(second!.parts).toHaveLength(2);
  expect(first!.brands).toEqual([
    { brand: "Alpha Friction", count: 20 },
    { brand: "Beta Stop", count: 6 },
  ]);
  expect(await findCategoryPage(PADS, 3, PAGE_SIZE)).toBeNull();
});

test("a group page lists every leaf's parts and counts their brands together", async () => {
  const page = await findCategoryPage(BRAKES, 1, 100);
  expect(page!.total).toBe(28);
  expect(new Set(page!.parts)).toEqual(new Set([...pads, ...rotors].map((part) => part._id)));
  expect(page!.brands).toEqual([
    { brand: "Alpha Friction", count: 20 },
    { brand: "Beta Stop", count: 8 },
  ]);
});

test("the cached read fills the page with the parts themselves, the retired one left out", async () => {
  const page = await cachedCategoryPage(PADS, 2);
  expect(page!.parts.map((part) => part.category)).toEqual(["Brakes › Pads", "Brakes › Pads"]);
  const ids = (await cachedCategoryPage(PADS, 1))!.parts.map((part) => part._id);
  expect(ids).not.toContain(retiredPad._id);
});

test("titles and canonicals: the first page its path, a later page its …/page/N", async () => {
  expect(await categoryRouteMetadata({ group: "brakes", leaf: "pads" })).toMatchObject({
    title: "Brake Pads",
    alternates: { canonical: "/categories/brakes/pads" },
  });
  expect(await categoryRouteMetadata({ group: "brakes", leaf: "pads", number: "2" })).toMatchObject(
    { title: "Brake Pads, page 2", alternates: { canonical: "/categories/brakes/pads/page/2" } },
  );
  const group = await categoryRouteMetadata({ group: "brakes" });
  expect(group).toMatchObject({ title: "Brakes", alternates: { canonical: "/categories/brakes" } });
  expect(group.robots).toBeUndefined();
});

test("a later page's path shows that page; its links are paths too", async () => {
  const route = await CategoryRoute({ params: { group: "brakes", leaf: "pads", number: "2" } });
  expect(route.props.page).toMatchObject({ page: 2, total: 26 });
  expect(categoryListHref(PADS, 1)).toBe("/categories/brakes/pads");
  expect(categoryListHref(PADS, 3)).toBe("/categories/brakes/pads/page/3");
  expect(categoryListHref(BRAKES, 2)).toBe("/categories/brakes/page/2");
});

test.each([
  ["1", "/categories/brakes/pads"],
  ["01", "/categories/brakes/pads"],
  ["02", "/categories/brakes/pads/page/2"],
])("page %s in the path moves permanently to %s", async (number, target) => {
  await expect(
    CategoryRoute({ params: { group: "brakes", leaf: "pads", number } }),
  ).rejects.toMatchObject({ digest: expect.stringContaining(`;${target};308;`) });
});

test("an empty category is a page, noindex, with only its first page", async () => {
  const coils = { group: "Ignition" as const, leaf: "Coils" };
  expect(await findCategoryPage(coils, 1, PAGE_SIZE)).toMatchObject({ total: 0, parts: [] });
  expect(await findCategoryPage(coils, 2, PAGE_SIZE)).toBeNull();
  expect(await categoryRouteMetadata({ group: "ignition", leaf: "coils" })).toMatchObject({
    title: "Ignition Coils",
    robots: { index: false, follow: true },
  });
});

test.each([
  ["an unknown group", { group: "nope" }],
  ["an unknown leaf", { group: "brakes", leaf: "nope" }],
  ["Other, which has no page", { group: "other" }],
  ["Other's leaf", { group: "other", leaf: "general" }],
  ["a page past the last", { group: "brakes", leaf: "pads", number: "3" }],
  ["page 0", { group: "brakes", leaf: "pads", number: "0" }],
  ["a page that is no number", { group: "brakes", leaf: "pads", number: "abc" }],
  ["a group's page past the last", { group: "brakes", number: "3" }],
  ["a slug in capitals", { group: "Brakes" }],
])("%s is not found", async (_, params) => {
  expect(await categoryRouteMetadata(params)).toEqual(notFoundMetadata);
  await expect(CategoryRoute({ params })).rejects.toMatchObject({
    digest: expect.stringContaining("404"),
  });
});

test("the sitemap lists each category page with a part, dated by its newest part, no query", async () => {
  const siteUrl = "https://shop.test";
  const xml = await sitemapDocument(siteUrl);
  const dateOf = (path: string) =>
    xml.match(new RegExp(`<loc>${siteUrl}${path}</loc>\\n<lastmod>([^<]+)</lastmod>`))?.[1];
  const newest = (list: PartJson[]) =>
    list
      .map((part) => part.createdAt)
      .sort()
      .at(-1);
  expect(dateOf("/categories/brakes/pads")).toBe(newest(pads));
  expect(dateOf("/categories/brakes/rotors")).toBe(newest(rotors));
  expect(dateOf("/categories/brakes")).toBe(newest([...pads, ...rotors]));
  expect(dateOf("/categories/filters/oil")).toMatch(/^\d{4}-/);
  expect(xml).toContain(`<loc>${siteUrl}/categories</loc>`);
  expect(xml).not.toContain("/categories/ignition");
  expect(xml).not.toContain("/categories/other");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.filter((loc) => loc!.includes("?"))).toEqual([]);
  // The retired pad is newer than every other: it must not date its category.
  const [retired] = await (
    await getDb()
  )
    .select({ createdAt: parts.createdAt })
    .from(parts)
    .where(inArray(parts.id, [retiredPad._id]));
  expect(dateOf("/categories/brakes/pads")).not.toBe(retired!.createdAt.toISOString());
});
