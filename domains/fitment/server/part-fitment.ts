import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import type { FitmentJson } from "@/domains/fitment/fitment-json";
import { toVehicleJson } from "@/domains/fitment/vehicle-json";
import { isIdText } from "@/lib/validation/text";
import { fitments, parts, vehicles } from "@/models";

type FitmentRow = typeof fitments.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

/** One fitment row as the API shows it: blank position and note are null. */
export function toFitmentJson(row: FitmentRow, vehicle: VehicleRow): FitmentJson {
  return {
    vehicle: toVehicleJson(vehicle),
    position: row.position || null,
    quantity: row.quantity,
    note: row.note || null,
  };
}

/** 404 unless the part exists (an id that cannot be ours names no part). */
async function assertPartExists(partId: string): Promise<void> {
  if (!isIdText(partId)) throw new NotFoundError("Part");
  const [found] = await (
    await getDb()
  )
    .select({ id: parts.id })
    .from(parts)
    .where(eq(parts.id, partId));
  if (!found) throw new NotFoundError("Part");
}

/**
 * `GET /api/parts/{id}/fitment`: every vehicle the part fits, ordered as the fitment table
 * groups them (make, model, then years), then submodel, engine and position.
 */
export async function listPartFitment(partId: string): Promise<FitmentJson[]> {
  await assertPartExists(partId);
  const rows = await (
    await getDb()
  )
    .select({ fitment: fitments, vehicle: vehicles })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .where(eq(fitments.partId, partId))
    .orderBy(
      asc(vehicles.make),
      asc(vehicles.model),
      asc(vehicles.year),
      asc(vehicles.submodel),
      asc(vehicles.engine),
      asc(fitments.position),
    );
  return rows.map((row) => toFitmentJson(row.fitment, row.vehicle));
}
