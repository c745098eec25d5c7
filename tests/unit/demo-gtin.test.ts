import { seedParts } from "@/db/seed/load";
import { demoGtinOf } from "@/db/seed/demo-gtin";
import { gtinSchema } from "@/domains/catalog/gtin";

it("gives three demo parts in four a valid, distinct GTIN-12, the same on every seed", () => {
  const gtins = seedParts.map((_, index) => demoGtinOf(index));
  const given = gtins.filter((gtin): gtin is string => gtin !== null);
  expect(given).toHaveLength(Math.ceil((seedParts.length * 3) / 4));
  expect(new Set(given).size).toBe(given.length);
  for (const gtin of given) {
    expect(gtin).toHaveLength(12);
    expect(gtinSchema.parse(gtin)).toBe(gtin);
  }
  expect(demoGtinOf(0)).toBe("081234500009");
  expect(demoGtinOf(3)).toBeNull();
});
