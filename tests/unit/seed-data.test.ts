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
