import "server-only";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { NotFoundError } from "@/lib/errors";
import type { VehicleCategoryPageParams } from "@/domains/catalog/vehicle-category-page";
import { cachedPartsByIds } from "./cached-reads";
import {
  fillVehicleCategoryPage,
  findVehicleCategoryPage,
  type VehicleCategoryPage,
} from "./vehicle-category-pages";

/** The page's outline, or null for no such page (a miss is cached too: crawlers ask again). */
async function outlineOrNull(params: VehicleCategoryPageParams) {
  try {
    return await findVehicleCategoryPage(params);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

// Expired as the vehicle landing page's outline is (cached-vehicle-pages.ts); the parts
// themselves are the catalog's cached parts, each under its own tag.
const cachedOutline = cachedRead("vehicle-category-page-outline", outlineOrNull, {
  tags: [CACHE_TAGS.fitment, CACHE_TAGS.parts],
  whileBuilding: null,
});

/** The vehicle × category page, or null when there is none (no vehicle, or no part fits). */
export async function cachedVehicleCategoryPage(
  params: VehicleCategoryPageParams,
): Promise<VehicleCategoryPage | null> {
  // One cache entry per page, whatever the case of the path it was asked by.
  const outline = await cachedOutline({
    ...params,
    make: params.make.toLowerCase(),
    model: params.model.toLowerCase(),
  });
  return outline ? fillVehicleCategoryPage(outline, cachedPartsByIds) : null;
}
