import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import type { TablePage } from "@/lib/tables/table-page";
import type { GarageEntryJson } from "@/domains/fitment/garage-json";
import type { GarageAdd, GarageQuery } from "@/domains/fitment/garage";
import { garageMessages } from "@/domains/fitment/fitment-texts";
import { isIdText } from "@/lib/validation/text";
import { garageVehicles, vehicles } from "@/models";
import {
  entriesOf,
  garageOwnerOf,
  lockOwner,
  ownedBy,
  ownerColumns,
  type GarageOwner,
} from "./garage-owner";
import { firstPage, garagePage } from "./garage-list";
import { vehicleOfVin } from "./garage-vins";

/** `GET /api/garage`: one page of the caller's garage (their company's, when they have one). */
export async function listGarage(
  actor: Actor | null,
  query: GarageQuery,
): Promise<TablePage<GarageEntryJson>> {
  const db = await getDb();
  return garagePage(db, await garageOwnerOf(db, actor), query);
}

/** The entry already saving this VIN, or this vehicle without one: adding it again changes nothing. */
async function alreadySaved(tx: Tx, owner: GarageOwner, vehicleId: string, vin: string | null) {
  const [saved] = await tx
    .select({ id: garageVehicles.id })
    .from(garageVehicles)
    .where(
      and(
        ownedBy(owner),
        vin === null
          ? and(eq(garageVehicles.vehicleId, vehicleId), isNull(garageVehicles.vin))
          : eq(garageVehicles.vin, vin),
      ),
    );
  return saved !== undefined;
}

/**
 * `POST /api/garage`: saves a vehicle, by its id or by a VIN, to the caller's garage (one already
 * there stays as it was) and answers the garage's first page. The owner's row is locked while
 * the garage is counted, so two adds at once cannot pass the limit together.
 */
export async function addToGarage(actor: Actor | null, add: GarageAdd): Promise<GarageEntryJson[]> {
  const db = await getDb();
  const owner = await garageOwnerOf(db, actor);
  const entry =
    "vin" in add
      ? {
          vehicleId: await vehicleOfVin(add.vin, add.vehicleId),
          vin: add.vin,
          label: add.label,
          unitNumber: add.unitNumber,
        }
      : { vehicleId: add.vehicleId, vin: null, label: null, unitNumber: null };
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, entry.vehicleId));
    if (!vehicle) throw new NotFoundError("Vehicle");
    await lockOwner(tx, owner);
    if (await alreadySaved(tx, owner, entry.vehicleId, entry.vin)) return firstPage(tx, owner);
    if ((await entriesOf(tx, owner)) >= owner.limit) throw new AppError(409, owner.fullMessage);
    await tx.insert(garageVehicles).values({ ...ownerColumns(owner), ...entry });
    return firstPage(tx, owner);
  });
}

/**
 * `DELETE /api/garage/{id}`: removes the caller's garage entry with this id, or (as before
 * entries had ids) the entry saving this vehicle without a VIN. 404 when it is not theirs.
 */
export async function removeFromGarage(
  actor: Actor | null,
  id: string,
): Promise<GarageEntryJson[]> {
  const db = await getDb();
  const owner = await garageOwnerOf(db, actor);
  if (!isIdText(id)) throw new AppError(404, garageMessages.notInGarage);
  const removed = await db
    .delete(garageVehicles)
    .where(
      and(
        ownedBy(owner),
        or(
          eq(garageVehicles.id, id),
          and(eq(garageVehicles.vehicleId, id), isNull(garageVehicles.vin)),
        ),
      ),
    )
    .returning({ id: garageVehicles.id });
  if (removed.length === 0) throw new AppError(404, garageMessages.notInGarage);
  return firstPage(db, owner);
}
