import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { partFacets, type PartFacets } from "@/lib/services/catalog";
import { NO_FILTERS } from "@/components/shop/finder/finder-params";

// The build never opens the database; what it prerenders is thrown away (see cached-reads.ts).
const duringBuild = process.env.NEXT_PHASE === "phase-production-build";
const noFacets: PartFacets = { categories: [], brands: [], price: { min: null, max: null } };

/**
 * The whole catalog's categories and brands for the cached shop pages' filters, read once per
 * change of the catalog (adding or deleting a part expires the `parts` tag).
 */
export const cachedShopFacets = unstable_cache(
  async () => (duringBuild ? noFacets : partFacets(NO_FILTERS)),
  ["shop-facets"],
  { tags: [CACHE_TAGS.parts] },
);
