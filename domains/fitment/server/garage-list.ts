import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { containsPattern } from "@/lib/tables/table-sort";
import { toGarageEntryJson, type GarageEntryJson } from "@/domains/fitment/garage-json";
import type { GarageQuery } from "@/domains/fitment/garage";
import { GARAGE_PAGE_SIZE } from "@/domains/fitment/garage-limits";
import { garageVehicles, vehicles } from "@/models";
import { ownedBy, type GarageOwner } from "./garage-owner";

// What a garage's search reads: the VIN, the label, the unit number and the vehicle's name.
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(garageVehicles.vin, pattern),
    ilike(garageVehicles.label, pattern),
    ilike(garageVehicles.unitNumber, pattern),
    sql`concat_ws(' ', ${vehicles.year}, ${vehicles.make}, ${vehicles.model}, ${vehicles.submodel}, ${vehicles.engine}) ILIKE ${pattern}`,
  );
}

/** One page of a garage, the newest entry first, as the search asks. */
export async function garagePage(
  db: Db | Tx,
  owner: GarageOwner,
  query: GarageQuery,
): Promise<TablePage<GarageEntryJson>> {
  const where = and(ownedBy(owner), matching(query.q));
  const rows = await db
    .select({ entry: garageVehicles, vehicle: vehicles })
    .from(garageVehicles)
    .innerJoin(vehicles, eq(vehicles.id, garageVehicles.vehicleId))
    .where(where)
    .orderBy(desc(garageVehicles.createdAt), desc(garageVehicles.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(garageVehicles)
    .innerJoin(vehicles, eq(vehicles.id, garageVehicles.vehicleId))
    .where(where);
  return pageOfRows(
    rows.map((row) => toGarageEntryJson(row.entry, row.vehicle)),
    query,
    { total: Number(counted?.total ?? 0), estimated: false },
  );
}

/** What an add or a removal answers: the garage's first page, as `GET /api/garage` lists it. */
export const firstPage = async (db: Db | Tx, owner: GarageOwner) =>
  (await garagePage(db, owner, { q: undefined, page: 1, limit: GARAGE_PAGE_SIZE })).rows;
