import "server-only";
import { allCategoryPages, categoryPagePath } from "@/domains/catalog";
import { leavesOf, newestPartByCategory } from "@/domains/catalog/server";
import type { SitemapEntry } from "./sitemap-xml";

/**
 * Every category page with a part on sale, dated by its newest part. An empty category's page
 * is noindex (nothing to show yet), so it is left out until a part is listed in it.
 */
export async function categoryEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const newest = await newestPartByCategory();
  return allCategoryPages().flatMap((category) => {
    const dates = leavesOf(category).flatMap((leaf) => newest.get(leaf) ?? []);
    const lastmod = dates.sort().at(-1);
    return lastmod ? [{ loc: `${siteUrl}${categoryPagePath(category)}`, lastmod }] : [];
  });
}
