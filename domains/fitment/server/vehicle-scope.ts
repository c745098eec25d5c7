import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { toVehicleJson, type VehicleJson } from "@/domains/fitment/vehicle-json";
import { isIdText } from "@/lib/validation/text";
import { vehicles } from "@/models";

/**
 * A chosen vehicle and the vehicle records whose fitment speaks about it. Fitment is recorded on
 * base vehicles (fits every configuration) or on configurations (one submodel and/or engine).
 * - `coveringIds`: records at least as general as the choice: a fitment on one is a fit.
 * - `compatibleIds`: those plus the narrower configurations of the choice (the buyer chose no
 *   engine, the part fits the 2.7L only): a fitment on one of those is a fit with conditions.
 * A record of another engine or submodel than the one chosen is in neither: it does not fit.
 */
export interface VehicleScope {
  vehicle: VehicleJson;
  coveringIds: string[];
  compatibleIds: string[];
}

const blankOr = (recorded: string, chosen: string) => recorded === "" || recorded === chosen;

export async function vehicleScope(vehicleId: string): Promise<VehicleScope> {
  if (!isIdText(vehicleId)) throw new NotFoundError("Vehicle");
  const db = await getDb();
  const [chosen] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!chosen) throw new NotFoundError("Vehicle");
  const base = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.year, chosen.year),
        eq(vehicles.make, chosen.make),
        eq(vehicles.model, chosen.model),
      ),
    );
  const covering = base.filter(
    (record) => blankOr(record.submodel, chosen.submodel) && blankOr(record.engine, chosen.engine),
  );
  const compatible = base.filter(
    (record) =>
      (blankOr(record.submodel, chosen.submodel) || chosen.submodel === "") &&
      (blankOr(record.engine, chosen.engine) || chosen.engine === ""),
  );
  return {
    vehicle: toVehicleJson(chosen),
    coveringIds: covering.map((record) => record.id),
    compatibleIds: compatible.map((record) => record.id),
  };
}
