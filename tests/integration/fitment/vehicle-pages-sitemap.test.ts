/** @jest-environment node */
// The sitemap lists the landing page of every base vehicle with a part fitted to it or to one of
// its configurations (universal parts alone do not count), after the parts, dated by the newest
// part on sale fitted to it, and gives them files of their own once the sitemap is split. On an
// unseeded database with files of 2 URLs.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import type { PartJson } from "@/domains/catalog/part-json";
import { parts } from "@/models";
import { sitemapDocument, sitemapFileDocument } from "@/lib/seo/sitemap";
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
let pads: PartJson;
const siteUrl = "https://shop.test";
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
// The landing pages only (vehicle × category pages are tests/integration/seo/vehicle-category-pages).
const vehicleLocs = (xml: string) =>
  locsOf(xml).filter((loc) => /\/vehicles\/[^/]+\/[^/]+\/\d{4}$/.test(loc!));

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  const [padsPart, fluid] = await insertParts([
    { productName: "Sitemap Pads", partNumber: "SM-1", brand: "B", category: "Brakes › Pads" },
    { productName: "Sitemap Fluid", partNumber: "SM-2", brand: "B", category: "Other › General" },
  ]);
  pads = padsPart;
  await makeUniversal(fluid!._id);
  const make = "Testmake Sitemap";
  const alpha2019 = await createVehicle({ make, model: "Alpha", year: 2019 });
  await createVehicle({ make, model: "Alpha", year: 2020 });
  const alpha2020v6 = await createVehicle({ make, model: "Alpha", year: 2020, engine: "3.0L V6" });
  const beta = await createVehicle({ make, model: "Beta", year: 2019 });
  await createVehicle({ make, model: "Beta", year: 2019, submodel: "LX" });
  await createVehicle({ make: "Testmake Other", model: "Zed", year: 2001 });
  const zed2002 = await createVehicle({ make: "Testmake Other", model: "Zed", year: 2002 });
  await addFitment(pads._id, alpha2019);
  await addFitment(pads._id, alpha2020v6, { note: "V6 only" });
  await addFitment(pads._id, zed2002);
  expect(beta).toBeDefined();
});
afterAll(() => database.close());

const LISTED = [
  "/vehicles/testmake-other/zed/2002",
  "/vehicles/testmake-sitemap/alpha/2019",
  "/vehicles/testmake-sitemap/alpha/2020",
].map((path) => `${siteUrl}${path}`);

test("base vehicles with a part fitted to them or a configuration are listed, after the parts", async () => {
  const xml = await sitemapDocument(siteUrl);
  expect(vehicleLocs(xml)).toEqual(LISTED);
  const locs = locsOf(xml);
  expect(locs.indexOf(LISTED[0])).toBeGreaterThan(
    locs.indexOf(`${siteUrl}/parts/sm-2-sitemap-fluid`),
  );
  // Each once, dated by its newest fitting part.
  expect(xml).toContain(
    `<url>\n<loc>${LISTED[0]}</loc>\n<lastmod>${pads.createdAt}</lastmod>\n</url>`,
  );
});

test("split, the landing pages get files of their own", async () => {
  const FILE_SIZE = 2;
  const index = await sitemapDocument(siteUrl, FILE_SIZE);
  expect(locsOf(index).map((loc) => loc!.replace(`${siteUrl}/sitemaps/`, ""))).toEqual([
    "pages.xml",
    "parts-1.xml",
    "vehicles-1.xml",
    "vehicles-2.xml",
    "vehicle-categories-1.xml",
    "vehicle-categories-2.xml",
  ]);
  const files = await Promise.all(
    ["vehicles-1.xml", "vehicles-2.xml"].map((name) =>
      sitemapFileDocument(siteUrl, name, FILE_SIZE),
    ),
  );
  expect(files.flatMap((xml) => locsOf(xml!))).toEqual(LISTED);
  expect(await sitemapFileDocument(siteUrl, "vehicles-3.xml", FILE_SIZE)).toBeNull();
  expect(await sitemapFileDocument(siteUrl, "vehicles-1.xml")).toBeNull();
});

/** The <lastmod> of this landing page in the one-file sitemap, or null without one. */
async function lastmodOf(path: string) {
  const xml = await sitemapDocument(siteUrl);
  const entry = new RegExp(`<loc>${siteUrl}${path}</loc>\n(?:<lastmod>([^<]+)</lastmod>)?`).exec(
    xml,
  );
  expect(entry).not.toBeNull();
  return entry![1] ?? null;
}

test("a landing page's date is its newest part on sale: a part fitted later moves it, a retired one does not count", async () => {
  const make = "Testmake Dates";
  const gamma = await createVehicle({ make, model: "Gamma", year: 2010 });
  const gammaV8 = await createVehicle({ make, model: "Gamma", year: 2010, engine: "5.0L V8" });
  await addFitment(pads._id, gamma);
  expect(await lastmodOf("/vehicles/testmake-dates/gamma/2010")).toBe(pads.createdAt);

  const [fresh] = await insertParts([
    {
      productName: "Dates Rotor",
      partNumber: "SM-3",
      brand: "B",
      category: "Brakes › Rotors",
      minutesAgo: 0,
    },
  ]);
  await addFitment(fresh._id, gammaV8);
  expect(fresh.createdAt > pads.createdAt).toBe(true);
  expect(await lastmodOf("/vehicles/testmake-dates/gamma/2010")).toBe(fresh.createdAt);

  const db = await getDb();
  await db.update(parts).set({ retiredAt: new Date() }).where(eq(parts.id, fresh._id));
  expect(await lastmodOf("/vehicles/testmake-dates/gamma/2010")).toBe(pads.createdAt);
  // Every fitting part retired: still listed (it has fitment), without a date.
  await db.update(parts).set({ retiredAt: new Date() }).where(eq(parts.id, pads._id));
  expect(await lastmodOf("/vehicles/testmake-dates/gamma/2010")).toBeNull();
});
