import "server-only";
import type { Db } from "@/lib/db/open";
import { vehicles } from "@/models";

/** What names one vehicle record: blank submodel and engine name the base vehicle. */
interface VehicleName {
  year: number;
  make: string;
  model: string;
  submodel?: string | null;
  engine?: string | null;
}

// Case and surrounding spaces do not make another vehicle ("FORD", " Ford ").
const fold = (text: string | null | undefined) => (text ?? "").trim().toLowerCase();
const keyOf = (name: VehicleName) =>
  [name.year, fold(name.make), fold(name.model), fold(name.submodel), fold(name.engine)].join("|");

/**
 * Every vehicle record by its name, loaded once (20,000 records are a few MB), so that a range
 * of years or a 50,000-line import is resolved in memory, not one query per line.
 */
export interface VehicleIndex {
  idOf(name: VehicleName): string | undefined;
  /** Whether the make (and model, when given) is known in any year, to say what is wrong. */
  knows(make: string, model?: string): boolean;
  years: { min: number; max: number } | null;
}

export async function loadVehicleIndex(db: Db): Promise<VehicleIndex> {
  const rows = await db.select().from(vehicles);
  const ids = new Map(rows.map((row) => [keyOf(row), row.id]));
  const known = new Set(
    rows.flatMap((row) => [fold(row.make), `${fold(row.make)}|${fold(row.model)}`]),
  );
  const years = rows.map((row) => row.year);
  return {
    idOf: (name) => ids.get(keyOf(name)),
    knows: (make, model) =>
      known.has(model === undefined ? fold(make) : `${fold(make)}|${fold(model)}`),
    years: rows.length > 0 ? { min: Math.min(...years), max: Math.max(...years) } : null,
  };
}
