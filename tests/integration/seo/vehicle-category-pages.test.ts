/** @jest-environment node */
// Vehicle × category pages (/vehicles/{make}/{model}/{year}/{group}[/{leaf}]): the parts of the
// group that fit the vehicle (fitted to it, a configuration, or universal), none of another group;
// no page where nothing fits or the path names no category with a page; not indexed and not in
// the sitemap when only universal parts fit. On an unseeded database, so every part is the test's.
import type { DatabaseHandle } from "@/lib/db/open";
import { NotFoundError } from "@/lib/errors";
import { partsByIds } from "@/domains/catalog/server/parts";
import {
  fillVehicleCategoryPage,
  findVehicleCategoryPage,
} from "@/domains/catalog/server/vehicle-category-pages";
import { parseVehicleCategoryPageParams } from "@/domains/catalog/vehicle-category-page";
import { sitemapDocument } from "@/lib/seo/sitemap";
import { insertParts } from "../../helpers/finder";
import { openTestDatabase } from "../../helpers/test-database";
import { addFitment, createVehicle, makeUniversal } from "../../helpers/vehicles";

// The sitemap's survey is a cached read: here it runs its queries every time.
jest.mock("next/cache", () =>
  jest
    .requireActual<typeof import("../../helpers/next-cache")>("../../helpers/next-cache")
    .uncachedNextCache(),
);

let database: DatabaseHandle;
const siteUrl = "https://shop.test";
const vehicle = { make: "testmake-vcat", model: "coupe", year: "2019" };
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  const coupe = { make: "Testmake Vcat", model: "Coupe" };
  const base = await createVehicle({ ...coupe, year: 2019 });
  const v6 = await createVehicle({ ...coupe, year: 2019, engine: "3.5L V6" });
  const other = await createVehicle({ ...coupe, year: 2020 });
  const made = await insertParts([
    { productName: "Coupe Pads", partNumber: "VC-1", brand: "B", category: "Brakes › Pads" },
    { productName: "Coupe V6 Rotor", partNumber: "VC-2", brand: "B", category: "Brakes › Rotors" },
    { productName: "Any Brake Hose", partNumber: "VC-3", brand: "B", category: "Brakes › Hoses" },
    { productName: "2020 Pads", partNumber: "VC-4", brand: "B", category: "Brakes › Pads" },
    { productName: "Coupe Oil Filter", partNumber: "VC-5", brand: "B", category: "Filters › Oil" },
    { productName: "Any Wiper", partNumber: "VC-6", brand: "B", category: "Wipers › Blades" },
    { productName: "Any Other", partNumber: "VC-7", brand: "B", category: "Other › General" },
  ]);
  const id = (name: string) => made.find((part) => part.productName === name)!._id;
  await addFitment(id("Coupe Pads"), base);
  await addFitment(id("Coupe V6 Rotor"), v6, { note: "V6 only" });
  await addFitment(id("2020 Pads"), other);
  await addFitment(id("Coupe Oil Filter"), base);
  for (const universal of ["Any Brake Hose", "Any Wiper", "Any Other"])
    await makeUniversal(id(universal));
});
afterAll(() => database.close());

const paramsOf = (group: string, leaf?: string, page?: string) =>
  parseVehicleCategoryPageParams({ ...vehicle, group, leaf, page });

async function pageOf(group: string, leaf?: string) {
  const params = paramsOf(group, leaf);
  expect(params).not.toBeNull();
  return fillVehicleCategoryPage(await findVehicleCategoryPage(params!), partsByIds);
}

const shown = (page: Awaited<ReturnType<typeof pageOf>>) =>
  page.parts.map(({ part, fitment }) => [part.productName, fitment]);

test("a group's page lists its fitted parts first, then universal ones, and no other group's", async () => {
  const page = await pageOf("brakes");
  expect(shown(page)).toEqual([
    ["Coupe Pads", "fits"],
    ["Coupe V6 Rotor", "conditional"],
    ["Any Brake Hose", "universal"],
  ]);
  expect(page).toMatchObject({ total: 3, fitted: true, page: 1, pageCount: 1 });
  expect(page.vehicle).toMatchObject({ make: "Testmake Vcat", model: "Coupe", year: 2019 });
});

test("a leaf's page lists that leaf's parts only", async () => {
  expect(shown(await pageOf("brakes", "pads"))).toEqual([["Coupe Pads", "fits"]]);
  expect(shown(await pageOf("brakes", "hoses"))).toEqual([["Any Brake Hose", "universal"]]);
});

test("a page of universal parts alone is not fitted (noindex, follow)", async () => {
  const wipers = await pageOf("wipers");
  expect(shown(wipers)).toEqual([["Any Wiper", "universal"]]);
  expect(wipers.fitted).toBe(false);
  expect((await pageOf("brakes", "hoses")).fitted).toBe(false);
});

test("no page where no part fits, for a page past the last, or another vehicle", async () => {
  for (const [group, leaf] of [["suspension"], ["brakes", "calipers"], ["ignition", "coils"]]) {
    await expect(findVehicleCategoryPage(paramsOf(group!, leaf)!)).rejects.toThrow(NotFoundError);
  }
  await expect(findVehicleCategoryPage(paramsOf("brakes", undefined, "2")!)).rejects.toThrow(
    NotFoundError,
  );
  const unknownModel = parseVehicleCategoryPageParams({
    ...vehicle,
    model: "nope",
    group: "brakes",
  });
  await expect(findVehicleCategoryPage(unknownModel!)).rejects.toThrow(NotFoundError);
});

test("a path naming no category with a page, or a bad page number, names no page", () => {
  for (const [group, leaf] of [["other"], ["other", "general"], ["brake"], ["brakes", "pad"]]) {
    expect(paramsOf(group!, leaf)).toBeNull();
  }
  for (const page of ["0", "-1", "x", "1.5"])
    expect(paramsOf("brakes", undefined, page)).toBeNull();
  expect(parseVehicleCategoryPageParams({ ...vehicle, year: "19", group: "brakes" })).toBeNull();
  // Upper case is read (the page sends it on to the lower-case path).
  expect(paramsOf("Brakes", "Pads")).toMatchObject({ category: { group: "Brakes", leaf: "Pads" } });
});

test("the sitemap lists the vehicle × group pages with a fitted part, dated, without a query", async () => {
  const xml = await sitemapDocument(siteUrl);
  const listed = locsOf(xml).filter((loc) => /\/vehicles\/[^/]+\/[^/]+\/\d{4}\/./.test(loc));
  expect(listed).toEqual([
    `${siteUrl}/vehicles/testmake-vcat/coupe/2019/brakes`,
    `${siteUrl}/vehicles/testmake-vcat/coupe/2019/filters`,
    `${siteUrl}/vehicles/testmake-vcat/coupe/2020/brakes`,
  ]);
  expect(locsOf(xml).filter((loc) => loc.includes("?"))).toEqual([]);
  // Dated by the newest part fitted to the vehicle (universal ones do not make the page).
  const newestBrake = (await pageOf("brakes")).parts
    .filter(({ fitment }) => fitment !== "universal")
    .map(({ part }) => part.createdAt)
    .sort()
    .at(-1);
  expect(xml).toContain(`<loc>${listed[0]}</loc>\n<lastmod>${newestBrake}</lastmod>`);
});
