import "server-only";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { NotFoundError } from "@/lib/errors";
import { cachedPartsByIds } from "./cached-reads";
import type { VehiclePageParams } from "@/domains/catalog/vehicle-page";
import { fillVehiclePage, findVehiclePage, type VehiclePage } from "./vehicle-pages";

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
// re-filed. The parts themselves are the catalog's cached parts, each under its own tag, so a
// change of stock or price expires only the landing pages that show that part.
const cachedOutline = cachedRead("vehicle-page-outline", outlineOrNull, {
  tags: [CACHE_TAGS.fitment, CACHE_TAGS.parts],
  whileBuilding: null,
});

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
