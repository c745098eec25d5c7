// The demo data read from db/seed's JSON files is exactly the catalog the pages and the
// end-to-end tests expect: the same counts, and the same generated numbers, prices and days.
import {
  demoAccounts,
  seedBlogs,
  seedFitments,
  seedParts,
  seedReviews,
  seedTeam,
  seedVehicles,
} from "@/db/seed/load";

it("loads 142 parts, 963 vehicles, 5,412 fitment rows and the demo content", () => {
  expect(seedParts).toHaveLength(142);
  expect(seedVehicles).toHaveLength(963);
  expect(seedFitments).toHaveLength(5412);
  expect([seedBlogs.length, seedTeam.length, seedReviews.length]).toEqual([6, 4, 8]);
  expect(demoAccounts.map((account) => account.role)).toEqual(["admin", "user"]);
});

it("generates the same variants as before, in the same order", () => {
  expect(seedParts[26]).toMatchObject({
    partNumber: "BP-7422",
    productName: "Brembo Low-Metallic Rear Brake Pad Set",
    priceCents: 2600,
    availableQty: 4560,
    daysAgo: 92,
    oemNumbers: ["45022-PJE-A09", "D1060-MY07J"],
  });
  expect(seedParts.at(-1)).toMatchObject({
    partNumber: "HB-1332",
    productName: "Osram 9005 Long-Life Halogen Headlight Bulb",
    priceCents: 499,
    availableQty: 166,
    daysAgo: 24,
    oemNumbers: ["ZN7Z-13N021-L", "90981-3M290", "13188235", "33115-MWD-A03"],
  });
});

it("applies the fitment rules to the model lines as before", () => {
  expect(seedFitments[0]).toEqual({
    partNumber: "BP-1234",
    vehicleKey: "2015|Ford|F-150||",
    position: "Front",
    quantity: 1,
    note: "",
  });
  expect(seedFitments.at(-1)).toMatchObject({ partNumber: "HB-1332", quantity: 2 });
  expect(seedFitments.filter((row) => row.partNumber === "SP-5106")).toHaveLength(249);
  expect(seedVehicles.at(-1)).toMatchObject({ year: 2024, make: "Ram", engine: "5.7L V8" });
});

it("gives every part a realistic weight, and the bulky ones a size, some past 36 in", () => {
  const byKind = (slug: string) => seedParts.filter((part) => part.slug === slug);
  const weights = (slug: string) => byKind(slug).map((part) => part.weight);
  for (const part of seedParts) expect(part.weight).toBeGreaterThan(0);
  // A featured part weighs its kind's weight (the part page's e2e reads BP-1234's).
  expect(seedParts.find((part) => part.partNumber === "BP-1234")).toMatchObject({
    weight: 3.2,
    dimensions: null,
  });
  expect(Math.min(...weights("ceramic-brake-pads"))).toBeGreaterThanOrEqual(2);
  expect(Math.max(...weights("ceramic-brake-pads"))).toBeLessThanOrEqual(4);
  expect(Math.min(...weights("vented-brake-rotor"))).toBeGreaterThanOrEqual(15);
  expect(Math.max(...weights("vented-brake-rotor"))).toBeLessThanOrEqual(25);
  for (const slug of ["starter-motor", "alternator"])
    for (const weight of weights(slug)) expect(weight).toBeGreaterThanOrEqual(10);
  expect(new Set(weights("iridium-spark-plug"))).toEqual(new Set([0.1]));
  expect(Math.max(...weights("oil-filter"))).toBeLessThanOrEqual(1.5);
  for (const slug of ["vented-brake-rotor", "radiator", "cv-axle"])
    for (const part of byKind(slug)) expect(part.dimensions).not.toBeNull();
  const longest = (part: (typeof seedParts)[number]) =>
    part.dimensions ? Math.max(...Object.values(part.dimensions)) : 0;
  expect(byKind("radiator").every((part) => longest(part) > 36)).toBe(true);
  expect(seedParts.filter((part) => longest(part) > 36).length).toBeGreaterThanOrEqual(8);
  expect(byKind("oil-filter").every((part) => part.dimensions === null)).toBe(true);
});
