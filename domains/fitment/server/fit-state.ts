import "server-only";
import { inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { FitState } from "@/domains/fitment/fitment-json";
import { textArray } from "@/lib/db/text-array";
import { fitments, parts } from "@/models";
import { vehicleScope, type VehicleScope } from "./vehicle-scope";

const fitmentOn = (ids: string[], extra: SQL = sql`true`) =>
  sql`EXISTS (SELECT 1 FROM ${fitments} WHERE ${fitments.partId} = ${parts.id}
    AND ${fitments.vehicleId} = ANY(${textArray(ids)}) AND ${extra})`;

/**
 * Parts that fit the vehicle or every vehicle: the ids come from the fitment index and the
 * universal parts' partial index, so the catalog is never scanned for them. `narrowing` (the
 * finder's column filters, such as a category) also narrows the universal parts before they
 * are joined: hundreds of them would otherwise each be looked up only to be filtered out.
 */
export const fitsVehicle = (scope: VehicleScope, narrowing: SQL[] = []): SQL =>
  sql`${parts.id} IN (SELECT ${fitments.partId} FROM ${fitments}
    WHERE ${fitments.vehicleId} = ANY(${textArray(scope.compatibleIds)})
    UNION ALL SELECT ${parts.id} FROM ${parts}
    WHERE ${sql.join([sql`${parts.universal}`, ...narrowing], sql` AND `)})`;

/**
 * A part's fit state for the vehicle, as SQL over `parts`. Only what the data says: a fit with
 * no note on a record covering the choice fits; universal next; a fitment with a note or on a
 * narrower configuration is conditional; fitment for other vehicles only is no fit; no fitment
 * at all is unknown.
 */
export const fitStateOf = (scope: VehicleScope): SQL<FitState> =>
  sql<FitState>`CASE
    WHEN ${fitmentOn(scope.coveringIds, sql`${fitments.note} = ''`)} THEN 'fits'
    WHEN ${parts.universal} THEN 'universal'
    WHEN ${fitmentOn(scope.compatibleIds)} THEN 'conditional'
    WHEN EXISTS (SELECT 1 FROM ${fitments} WHERE ${fitments.partId} = ${parts.id})
      THEN 'does-not-fit'
    ELSE 'unknown' END`;

/**
 * How well a part found for the vehicle fits, for the finder's best match: 0 when it fits (no
 * note) or fits every vehicle, 1 when it fits under conditions. Only parts the vehicle filter
 * keeps (fitsVehicle) are ranked, so one lookup tells them apart.
 */
export const fitRankOf = (scope: VehicleScope): SQL<number> =>
  sql<number>`(CASE WHEN ${parts.universal}
    OR ${fitmentOn(scope.coveringIds, sql`${fitments.note} = ''`)} THEN 0 ELSE 1 END)`;

/** The fit state of each of these parts for the vehicle; a part that does not exist is left out. */
export async function fitStates(
  vehicleId: string,
  partIds: string[],
): Promise<Map<string, FitState>> {
  const scope = await vehicleScope(vehicleId);
  if (partIds.length === 0) return new Map();
  const rows = await (
    await getDb()
  )
    .select({ id: parts.id, state: fitStateOf(scope) })
    .from(parts)
    .where(inArray(parts.id, partIds));
  return new Map(rows.map((row) => [row.id, row.state]));
}
