import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, partTag } from "@/lib/cache/tags";
import { NotFoundError } from "@/lib/errors";
import type { PartJson } from "@/lib/contract/part";
import { partsByIds } from "@/lib/services/catalog/parts";
import type { VehiclePageParams } from "@/lib/validation/vehicle-page";
import { fillVehiclePage, findVehiclePage, type VehiclePage } from "./vehicle-pages";

// The build never opens the database (see catalog/cached-reads.ts): it finds no vehicle.
const duringBuild = process.env.NEXT_PHASE === "phase-production-build";

/** The page's outline, or null for no such vehicle (a miss is cached too: crawlers ask again). */
async function outlineOrNull(params: VehiclePageParams) {
  try {
    return await findVehiclePage(params);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

// Which parts fit and how many: expired by any fitment write and by parts added, deleted or
// re-filed. The parts themselves are read under their own tags, so a change of stock or price
// expires only the landing pages that show that part.
const cachedOutline = unstable_cache(
  duringBuild ? async () => null : outlineOrNull,
  ["vehicle-page-outline"],
  { tags: [CACHE_TAGS.fitment, CACHE_TAGS.parts] },
);

function cachedPartsByIds(ids: string[]): Promise<PartJson[]> {
  return unstable_cache(() => partsByIds(ids), ["vehicle-page-parts", ...ids], {
    tags: ids.map(partTag),
  })();
}

/** The landing page of `/vehicles/{make}/{model}/{year}`, or null when no vehicle is there. */
export async function cachedVehiclePage(params: VehiclePageParams): Promise<VehiclePage | null> {
  // One cache entry per page, whatever the case of the path it was asked by.
  const outline = await cachedOutline({
    ...params,
    make: params.make.toLowerCase(),
    model: params.model.toLowerCase(),
  });
  return outline ? fillVehiclePage(outline, cachedPartsByIds) : null;
}
