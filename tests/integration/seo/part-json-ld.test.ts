/** @jest-environment node */
// A demo part's Product JSON-LD from the data its page reads: its fitment rows as Vehicles in
// year ranges, and ground shipping from the shop's rates as saved. (The page reads them through
// cachedShippingRates, which saving expires: Next's data cache does not run under Jest.)
import { eq, sql } from "drizzle-orm";
import { DEFAULT_SHIPPING_RATES } from "@/domains/shipping";
import { shippingRates } from "@/domains/shipping/server";
import { listPartFitment } from "@/domains/fitment/server/part-fitment";
import { getPart } from "@/domains/catalog/server";
import { getDb } from "@/lib/db";
import { partMerchantFacts } from "@/lib/seo/part-merchant-facts";
import { productData } from "@/lib/seo/structured-data";
import { fitments } from "@/models";
import { anAdmin, saveRates } from "../shipping/shipping-support";

const siteUrl = "https://shop.test";
const returns = { returnDays: 30, restockingFeePercent: 15 };

async function mostFittedPartId(): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .select({ partId: fitments.partId })
    .from(fitments)
    .groupBy(fitments.partId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return row!.partId;
}

/** The parts of a Product block these tests read. */
interface ProductBlock {
  offers: {
    shippingDetails: {
      shippingRate: { value: string };
      shippingDestination: { addressRegion: string[] };
    }[];
    hasMerchantReturnPolicy: unknown;
  };
  isAccessoryOrSparePartFor: { name: string; model: string; brand: unknown }[];
}

async function jsonLdOf(partId: string) {
  const part = await getPart(null, partId);
  const facts = partMerchantFacts(
    part,
    await listPartFitment(partId),
    await shippingRates(await getDb()),
    returns,
  );
  return productData(siteUrl, part, facts) as unknown as ProductBlock;
}

test("a fitted part names its vehicles in year ranges, at most 20, each a Vehicle", async () => {
  const partId = await mostFittedPartId();
  const rows = await (await getDb()).select().from(fitments).where(eq(fitments.partId, partId));
  const data = await jsonLdOf(partId);
  const vehicles = data.isAccessoryOrSparePartFor;
  expect(vehicles.length).toBeGreaterThan(0);
  expect(vehicles.length).toBeLessThanOrEqual(20);
  expect(vehicles.length).toBeLessThan(rows.length);
  for (const vehicle of vehicles) {
    expect(vehicle).toMatchObject({ "@type": "Vehicle", brand: { "@type": "Brand" } });
    expect(vehicle.name).toMatch(/^\d{4}(–\d{4})? \S/);
    expect(typeof vehicle.model).toBe("string");
  }
});

test("its shipping details follow the rates an admin saves", async () => {
  const partId = await mostFittedPartId();
  const before = (await jsonLdOf(partId)).offers.shippingDetails;
  expect(before).toHaveLength(DEFAULT_SHIPPING_RATES.zones.length);
  const dearer = structuredClone(DEFAULT_SHIPPING_RATES);
  dearer.handlingFee += 10;
  dearer.freeGroundThreshold = null;
  expect((await saveRates(await anAdmin(), dearer)).status).toBe(200);
  const after = (await jsonLdOf(partId)).offers.shippingDetails;
  const price = (details: ProductBlock["offers"]["shippingDetails"]) =>
    Number(details[0]!.shippingRate.value);
  if (Number(before[0]!.shippingRate.value) > 0)
    expect(price(after) - price(before)).toBeCloseTo(10);
  else expect(price(after)).toBeGreaterThan(10);
});
