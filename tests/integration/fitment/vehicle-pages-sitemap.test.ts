/** @jest-environment node */
// The sitemap lists the landing page of every base vehicle with a part fitted to it or to one of
// its configurations (universal parts alone do not count), after the parts, and gives them files
// of their own once the sitemap is split. On an unseeded database with files of 3 URLs.
import type { DatabaseHandle } from "@/lib/db/open";
import { sitemapDocument, sitemapFileDocument } from "@/lib/seo/sitemap";
import { insertParts } from "../../helpers/finder";
import { openTestDatabase } from "../../helpers/test-database";
import { addFitment, createVehicle, makeUniversal } from "../../helpers/vehicles";

let database: DatabaseHandle;
const siteUrl = "https://shop.test";
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
// The landing pages only (vehicle × category pages are tests/integration/seo/vehicle-category-pages).
const vehicleLocs = (xml: string) =>
  locsOf(xml).filter((loc) => /\/vehicles\/[^/]+\/[^/]+\/\d{4}$/.test(loc!));

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  const [pads, fluid] = await insertParts([
    { productName: "Sitemap Pads", partNumber: "SM-1", brand: "B", category: "Brakes › Pads" },
    { productName: "Sitemap Fluid", partNumber: "SM-2", brand: "B", category: "Other › General" },
  ]);
  await makeUniversal(fluid!._id);
  const make = "Testmake Sitemap";
  const alpha2019 = await createVehicle({ make, model: "Alpha", year: 2019 });
  await createVehicle({ make, model: "Alpha", year: 2020 });
  const alpha2020v6 = await createVehicle({ make, model: "Alpha", year: 2020, engine: "3.0L V6" });
  const beta = await createVehicle({ make, model: "Beta", year: 2019 });
  await createVehicle({ make, model: "Beta", year: 2019, submodel: "LX" });
  await createVehicle({ make: "Testmake Other", model: "Zed", year: 2001 });
  const zed2002 = await createVehicle({ make: "Testmake Other", model: "Zed", year: 2002 });
  await addFitment(pads!._id, alpha2019);
  await addFitment(pads!._id, alpha2020v6, { note: "V6 only" });
  await addFitment(pads!._id, zed2002);
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
  // Each once, without a date (a vehicle's page changes with its parts, not by itself).
  expect(xml).toContain(`<url>\n<loc>${LISTED[0]}</loc>\n</url>`);
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
