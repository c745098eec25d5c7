import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { vehicles } from "@/models";
import type { VehicleRow } from "@/domains/fitment/vehicle-json";
import { engineFigures, makeKey, modelKeys, nameKey } from "./name-keys";
import type { VinDescriptor } from "./vin-decoder";

export interface VehicleMatch {
  /** One record when the VIN names it; the choices (engine configurations) otherwise. */
  matches: VehicleRow[];
  /** The model year's base vehicle (blank submodel and engine), when the model is known. */
  base: VehicleRow | null;
}

const MAKE_KEY = sql<string>`regexp_replace(lower(${vehicles.make}), '[^a-z0-9]', '', 'g')`;

const sameDisplacement = (a: number, b: number) => a.toFixed(1) === b.toFixed(1);

// Compared on the figures both sides give (vPIC may give only the cylinders), at least one.
function engineMatches(row: VehicleRow, descriptor: VinDescriptor): boolean {
  const figures = engineFigures(row.engine);
  const compared = [
    descriptor.displacement !== null && figures.displacement !== null
      ? sameDisplacement(figures.displacement, descriptor.displacement)
      : null,
    descriptor.cylinders !== null && figures.cylinders !== null
      ? figures.cylinders === descriptor.cylinders
      : null,
  ].filter((same) => same !== null);
  return compared.length > 0 && compared.every(Boolean);
}

/** Among configurations of one engine, those whose submodel the decoded model or trim names
 * ("Golf GTI", "Si/Si HPT"), if any. */
function bySubmodel(rows: VehicleRow[], descriptor: VinDescriptor): VehicleRow[] {
  const names = `${descriptor.model ?? ""} ${descriptor.trim ?? ""}`;
  const words = new Set(names.split(/[\s,/]+/).map(nameKey));
  const named = rows.filter((row) => row.submodel !== "" && words.has(nameKey(row.submodel)));
  return named.length > 0 ? named : rows;
}

/** The shop's records of a decoded VIN: year, make and model by their keys, then the engine. */
export async function matchVehicles(
  year: number,
  descriptor: VinDescriptor,
): Promise<VehicleMatch> {
  if (!descriptor.make || !descriptor.model) return { matches: [], base: null };
  const keys = modelKeys(descriptor.model, descriptor.series);
  const rows = (
    await (
      await getDb()
    )
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.year, year), inArray(MAKE_KEY, [makeKey(descriptor.make)])))
  ).filter((row) => keys.includes(nameKey(row.model)));
  // A series may name a different model line than the model itself: the model's own key wins.
  const model =
    keys
      .map((key) => rows.filter((row) => nameKey(row.model) === key))
      .find((found) => found.length > 0) ?? [];
  const base = model.find((row) => row.submodel === "" && row.engine === "") ?? null;
  const configurations = model
    .filter((row) => row.engine !== "")
    .sort(
      (a, b) =>
        a.engine.localeCompare(b.engine, "en") || a.submodel.localeCompare(b.submodel, "en"),
    );
  const sameEngine = configurations.filter((row) => engineMatches(row, descriptor));
  if (sameEngine.length > 0) return { matches: bySubmodel(sameEngine, descriptor), base };
  if (configurations.length > 0) return { matches: configurations, base };
  return { matches: base ? [base] : [], base };
}
