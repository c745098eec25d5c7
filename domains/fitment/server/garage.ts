import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Db, Tx } from "@/lib/db/open";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { toVehicleJson, type VehicleJson } from "@/domains/fitment/vehicle-json";
import { GARAGE_MAX } from "@/lib/validation/limits";
import { garageMessages } from "@/domains/fitment/fitment-texts";
import { isIdText } from "@/lib/validation/text";
import { garageVehicles, users, vehicles } from "@/models";

/** The user's saved vehicles, the newest first. */
async function garageOf(db: Db | Tx, userId: string): Promise<VehicleJson[]> {
  const rows = await db
    .select({ vehicle: vehicles })
    .from(garageVehicles)
    .innerJoin(vehicles, eq(vehicles.id, garageVehicles.vehicleId))
    .where(eq(garageVehicles.userId, userId))
    .orderBy(desc(garageVehicles.createdAt), desc(garageVehicles.vehicleId));
  return rows.map((row) => toVehicleJson(row.vehicle));
}

/** `GET /api/garage`: always the caller's own garage. */
export async function listGarage(actor: Actor | null): Promise<VehicleJson[]> {
  const user = requireUser(actor);
  return garageOf(await getDb(), user.id);
}

/**
 * `POST /api/garage`: saves a vehicle to the caller's garage (one already there stays as it
 * was). The user's row is locked while the garage is counted, so two adds at once cannot pass
 * the limit together.
 */
export async function addToGarage(actor: Actor | null, vehicleId: string): Promise<VehicleJson[]> {
  const user = requireUser(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId));
    if (!vehicle) throw new NotFoundError("Vehicle");
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const saved = await tx
      .select({ vehicleId: garageVehicles.vehicleId })
      .from(garageVehicles)
      .where(eq(garageVehicles.userId, user.id));
    if (saved.some((row) => row.vehicleId === vehicleId)) return garageOf(tx, user.id);
    if (saved.length >= GARAGE_MAX) throw new AppError(409, garageMessages.full);
    await tx.insert(garageVehicles).values({ userId: user.id, vehicleId });
    return garageOf(tx, user.id);
  });
}

/** `DELETE /api/garage/{vehicleId}`: only from the caller's own garage (404 when not in it). */
export async function removeFromGarage(
  actor: Actor | null,
  vehicleId: string,
): Promise<VehicleJson[]> {
  const user = requireUser(actor);
  if (!isIdText(vehicleId)) throw new AppError(404, garageMessages.notInGarage);
  const db = await getDb();
  const removed = await db
    .delete(garageVehicles)
    .where(and(eq(garageVehicles.userId, user.id), eq(garageVehicles.vehicleId, vehicleId)))
    .returning({ vehicleId: garageVehicles.vehicleId });
  if (removed.length === 0) throw new AppError(404, garageMessages.notInGarage);
  return garageOf(db, user.id);
}
