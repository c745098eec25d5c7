// Vehicles and fitment rows of a test's own, written straight to the database (the catalog's
// vehicle list is data, not something the API edits), with makes no demo vehicle has.
import { getDb } from "@/lib/db";
import { vehicleSlugs } from "@/domains/fitment/vehicle-json";
import { fitments, parts, vehicles } from "@/models";
import { eq } from "drizzle-orm";

export interface VehicleInput {
  year: number;
  make: string;
  model: string;
  submodel?: string;
  engine?: string;
}

/** Adds a vehicle record (a base vehicle without submodel and engine) and returns its id. */
export async function createVehicle(input: VehicleInput): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .insert(vehicles)
    .values({
      year: input.year,
      make: input.make,
      model: input.model,
      submodel: input.submodel ?? "",
      engine: input.engine ?? "",
      ...vehicleSlugs(input),
    })
    .returning({ id: vehicles.id });
  return row!.id;
}

export interface FitmentInput {
  position?: string;
  quantity?: number;
  note?: string;
}

/** Records that a part fits a vehicle. */
export async function addFitment(partId: string, vehicleId: string, input: FitmentInput = {}) {
  await (await getDb()).insert(fitments).values({
    partId,
    vehicleId,
    position: input.position ?? "",
    quantity: input.quantity ?? null,
    note: input.note ?? "",
  });
}

/** Marks a part as fitting every vehicle. */
export async function makeUniversal(partId: string) {
  await (await getDb()).update(parts).set({ universal: true }).where(eq(parts.id, partId));
}
