import "server-only";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { SHOP_PAGE_SIZE } from "@/domains/catalog/public-queries";
import type { CategorySlugs } from "@/domains/catalog/category-slugs";
import { cachedPartsByIds } from "./cached-reads";
import { findCategoryPage, type CategoryPage } from "./category-pages";

// Which parts a page shows, the count and the brands: expired by parts added, deleted or
// re-filed. The parts themselves are the catalog's cached parts, each under its own tag, so a
// change of stock or price expires only the pages that show that part.
const cachedOutline = cachedRead("category-page-outline", findCategoryPage, {
  tags: [CACHE_TAGS.parts],
  whileBuilding: null,
});

/** A page of `/categories/{group}[/{leaf}]` (24 parts, as the shop), or null past the last. */
export async function cachedCategoryPage(
  category: CategorySlugs,
  page: number,
): Promise<CategoryPage | null> {
  const outline = await cachedOutline(category, page, SHOP_PAGE_SIZE);
  if (!outline) return null;
  return { ...outline, parts: await cachedPartsByIds(outline.parts) };
}
