import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { NotFoundError } from "@/lib/errors";
import type { FitState } from "@/domains/fitment/fitment-json";
import { toVehicleJson, type VehicleJson } from "@/domains/fitment/vehicle-json";
import { isIdText } from "@/lib/validation/text";
import type { VehicleQuery } from "@/domains/fitment/vehicles";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { vehicles } from "@/models";
import { fitStates } from "./fit-state";

// Names are matched whatever their case ("FORD" is Ford); the answers keep the stored spelling.
const sameText = (column: AnyPgColumn, text: string): SQL => sql`lower(${column}) = lower(${text})`;

// One order on both databases, whatever their collation.
const sortedTexts = (texts: string[]) => texts.sort((a, b) => a.localeCompare(b, "en"));

// DISTINCT would read every vehicle record; these skip from one value to the next along the
// identity index (year, make, …), a few index probes per answer however many records there are.
const distinctYears = sql`WITH RECURSIVE found AS (
    (SELECT ${vehicles.year} AS value FROM ${vehicles} ORDER BY ${vehicles.year} LIMIT 1)
    UNION ALL
    SELECT (SELECT ${vehicles.year} FROM ${vehicles} WHERE ${vehicles.year} > found.value
      ORDER BY ${vehicles.year} LIMIT 1) FROM found WHERE found.value IS NOT NULL)
  SELECT value FROM found WHERE value IS NOT NULL`;

const distinctMakes = (year: number) => sql`WITH RECURSIVE found AS (
    (SELECT ${vehicles.make} AS value FROM ${vehicles} WHERE ${vehicles.year} = ${year}
      ORDER BY ${vehicles.make} LIMIT 1)
    UNION ALL
    SELECT (SELECT ${vehicles.make} FROM ${vehicles} WHERE ${vehicles.year} = ${year}
      AND ${vehicles.make} > found.value ORDER BY ${vehicles.make} LIMIT 1)
    FROM found WHERE found.value IS NOT NULL)
  SELECT value FROM found WHERE value IS NOT NULL`;

/** `GET /api/vehicles/years`: every year some vehicle has, oldest first. */
export async function listVehicleYears(): Promise<number[]> {
  const rows = rowsOf<{ value: number }>(await (await getDb()).execute(distinctYears));
  return rows.map((row) => Number(row.value));
}

/** `GET /api/vehicles/makes?year=` */
export async function listVehicleMakes(year: number): Promise<string[]> {
  const rows = rowsOf<{ value: string }>(await (await getDb()).execute(distinctMakes(year)));
  return sortedTexts(rows.map((row) => row.value));
}

/** `GET /api/vehicles/models?year=&make=` */
export async function listVehicleModels(year: number, make: string): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .selectDistinct({ model: vehicles.model })
    .from(vehicles)
    .where(and(eq(vehicles.year, year), sameText(vehicles.make, make)));
  return sortedTexts(rows.map((row) => row.model));
}

const ofModel = (year: number, make: string, model: string) =>
  and(eq(vehicles.year, year), sameText(vehicles.make, make), sameText(vehicles.model, model));

/** `GET /api/vehicles/engines?year=&make=&model=`: the engines its configurations name. */
export async function listVehicleEngines(
  year: number,
  make: string,
  model: string,
): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .selectDistinct({ engine: vehicles.engine })
    .from(vehicles)
    .where(and(ofModel(year, make, model), ne(vehicles.engine, "")));
  return sortedTexts(rows.map((row) => row.engine));
}

/**
 * `GET /api/vehicles?year=&make=&model=[&engine=]`: the vehicle records of a model year, the base
 * vehicle first, then its configurations; with an engine, only that engine's configurations.
 */
export async function findVehicles(query: VehicleQuery): Promise<VehicleJson[]> {
  const { year, make, model, engine } = query;
  const rows = await (
    await getDb()
  )
    .select()
    .from(vehicles)
    .where(and(ofModel(year, make, model), engine ? sameText(vehicles.engine, engine) : undefined));
  // Blank sorts first: the base vehicle, then engines alone, then submodels.
  rows.sort(
    (a, b) => a.submodel.localeCompare(b.submodel, "en") || a.engine.localeCompare(b.engine, "en"),
  );
  return rows.map(toVehicleJson);
}

/** `GET /api/vehicles/{id}` */
export async function getVehicle(id: string): Promise<VehicleJson> {
  if (!isIdText(id)) throw new NotFoundError("Vehicle");
  const [row] = await (await getDb()).select().from(vehicles).where(eq(vehicles.id, id));
  if (!row) throw new NotFoundError("Vehicle");
  return toVehicleJson(row);
}

export interface PartFitState {
  partId: string;
  fitment: FitState;
}

/**
 * `GET /api/vehicles/{id}/fit?part=…`: each part's fit state for the vehicle, in the order asked;
 * a part that does not exist is left out.
 */
export async function partFitStates(vehicleId: string, partIds: string[]): Promise<PartFitState[]> {
  if (!isIdText(vehicleId)) throw new NotFoundError("Vehicle");
  const states = await fitStates(vehicleId, partIds);
  return partIds.flatMap((partId) => {
    const fitment = states.get(partId);
    return fitment ? [{ partId, fitment }] : [];
  });
}
