/** @jest-environment node */
import { and, count, countDistinct, eq, sql } from "drizzle-orm";
import { seedDemoData } from "@/db/seed";
import { fitStates } from "@/domains/fitment/server/fit-state";
import { FITMENT_RULES, seedParts, UNIVERSAL_PART_NUMBERS } from "@/db/seed/load";
import { getDb, type Db } from "@/lib/db";
import { fitments, parts, vehicles } from "@/models";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const baseVehicle = sql`${vehicles.submodel} = '' AND ${vehicles.engine} = ''`;

async function vehicleId(year: number, make: string, model: string, engine = "") {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.year, year),
        eq(vehicles.make, make),
        eq(vehicles.model, model),
        eq(vehicles.submodel, ""),
        eq(vehicles.engine, engine),
      ),
    );
  if (!row) throw new Error(`No ${year} ${make} ${model} ${engine}`);
  return row.id;
}

async function partId(partNumber: string) {
  const [row] = await db
    .select({ id: parts.id })
    .from(parts)
    .where(eq(parts.partNumber, partNumber));
  return row!.id;
}

describe("demo vehicles and fitment", () => {
  it("has at least 60 base vehicles over 10 makes and 10 model years, each year's base record present", async () => {
    const [base] = await db
      .select({
        vehicles: count(),
        makes: countDistinct(vehicles.make),
        years: countDistinct(vehicles.year),
      })
      .from(vehicles)
      .where(baseVehicle);
    expect(base!.vehicles).toBeGreaterThanOrEqual(60);
    expect(base!.makes).toBeGreaterThanOrEqual(10);
    expect(base!.years).toBeGreaterThanOrEqual(10);
    const all = await db.select().from(vehicles);
    const modelYear = (row: (typeof all)[number]) => `${row.year} ${row.make} ${row.model}`;
    const withBase = new Set(
      all.filter((row) => row.submodel === "" && row.engine === "").map(modelYear),
    );
    expect(all.filter((row) => !withBase.has(modelYear(row)))).toEqual([]);
  });

  it("offers the 2019 Ford F-150 with its three engines", async () => {
    const rows = await db
      .select({ engine: vehicles.engine })
      .from(vehicles)
      .where(and(eq(vehicles.year, 2019), eq(vehicles.make, "Ford"), eq(vehicles.model, "F-150")));
    expect(rows.map((row) => row.engine).sort()).toEqual([
      "",
      "2.7L V6 Turbo",
      "3.5L V6 Turbo",
      "5.0L V8",
    ]);
  });

  it("fits BP-1234 to the 2015–2020 F-150 at the front, and not to a Civic", async () => {
    const pads = await partId("BP-1234");
    const rows = await db
      .select({ year: vehicles.year, position: fitments.position, quantity: fitments.quantity })
      .from(fitments)
      .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
      .where(eq(fitments.partId, pads));
    expect(rows.map((row) => row.year).sort()).toEqual([2015, 2016, 2017, 2018, 2019, 2020]);
    expect(rows.every((row) => row.position === "Front" && row.quantity === 1)).toBe(true);

    const f150 = await fitStates(await vehicleId(2019, "Ford", "F-150"), [pads]);
    expect(f150.get(pads)).toBe("fits");
    const withEngine = await fitStates(await vehicleId(2019, "Ford", "F-150", "2.7L V6 Turbo"), [
      pads,
    ]);
    expect(withEngine.get(pads)).toBe("fits");
    const civic = await fitStates(await vehicleId(2019, "Honda", "Civic"), [pads]);
    expect(civic.get(pads)).toBe("does-not-fit");
  });

  it("fits filters to many vehicles and brake pads to few", async () => {
    const perPart = await db
      .select({ category: parts.category, vehicles: countDistinct(fitments.vehicleId) })
      .from(fitments)
      .innerJoin(parts, eq(parts.id, fitments.partId))
      .groupBy(parts.id, parts.category);
    const most = (category: string) =>
      Math.max(...perPart.filter((row) => row.category === category).map((row) => row.vehicles));
    expect(most("Filters › Oil")).toBeGreaterThanOrEqual(20);
    expect(most("Brakes › Pads")).toBeLessThanOrEqual(10);
  });

  it("has universal parts, notes, engine-specific rows and parts with no fitment at all", async () => {
    const universal = await db
      .select({ partNumber: parts.partNumber })
      .from(parts)
      .where(eq(parts.universal, true));
    expect(universal.map((row) => row.partNumber).sort()).toEqual(
      [...UNIVERSAL_PART_NUMBERS].sort(),
    );
    const [noted] = await db
      .select({ rows: count() })
      .from(fitments)
      .where(sql`${fitments.note} <> ''`);
    expect(noted!.rows).toBeGreaterThan(0);
    const [onEngines] = await db
      .select({ rows: count() })
      .from(fitments)
      .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
      .where(sql`${vehicles.engine} <> ''`);
    expect(onEngines!.rows).toBeGreaterThan(0);

    const civic = await vehicleId(2018, "Honda", "Civic");
    const states = await fitStates(civic, [
      await partId("FF-1233"),
      await partId("BC-3544"),
      await partId("SB-6137"),
      await partId("SP-5106"),
    ]);
    expect([...states.values()].sort()).toEqual([
      "conditional", // SB-6137: "with A/C"
      "conditional", // SP-5106: the 2.0L engine only, and no engine chosen
      "universal",
      "unknown",
    ]);
  });

  it("names only parts of the demo catalog in its rules", () => {
    const numbers = new Set(seedParts.map((part) => part.partNumber));
    const named = [...FITMENT_RULES.flatMap((rule) => rule.parts), ...UNIVERSAL_PART_NUMBERS];
    expect(named.filter((number) => !numbers.has(number))).toEqual([]);
  });

  it("adds nothing when seeded twice", async () => {
    const total = async () => ({
      vehicles: (await db.select({ n: count() }).from(vehicles))[0]!.n,
      fitments: (await db.select({ n: count() }).from(fitments))[0]!.n,
    });
    const before = await total();
    await seedDemoData(db);
    expect(await total()).toEqual(before);
  });
});
