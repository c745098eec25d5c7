import "server-only";
import { and, count, desc, inArray, max } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { CATEGORY_TREE, categoryPath } from "@/domains/catalog/categories";
import type { CategorySlugs } from "@/domains/catalog/category-slugs";
import type { PartJson } from "@/domains/catalog/part-json";
import { parts } from "@/models";
import { onSale } from "./on-sale";

/** How many parts of the category carry a brand: the page's facet summary. */
export interface BrandCount {
  brand: string;
  count: number;
}

/**
 * One page of a category landing page. `P` is a part's id until the parts are read (see
 * cachedCategoryPage), so the outline can be cached apart from the parts themselves.
 */
export interface CategoryPage<P = PartJson> {
  category: CategorySlugs;
  parts: P[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  brands: BrandCount[];
}

/** The leaves ("Brakes › Pads") a group page or a leaf page lists. */
export const leavesOf = ({ group, leaf }: CategorySlugs): string[] =>
  leaf
    ? [categoryPath(group, leaf)]
    : CATEGORY_TREE[group].map((name) => categoryPath(group, name));

/** The category's parts, as a condition over `parts`. */
export const inCategory = (category: CategorySlugs) => inArray(parts.category, leavesOf(category));

/**
 * The page's part ids (newest first, as the shop lists), the category's count and its brands,
 * or null for a page past the last. An empty category has its first page, and only that.
 */
export async function findCategoryPage(
  category: CategorySlugs,
  page: number,
  pageSize: number,
): Promise<CategoryPage<string> | null> {
  const db = await getDb();
  const where = and(onSale, inCategory(category));
  const [ids, brands] = await Promise.all([
    db
      .select({ id: parts.id })
      .from(parts)
      .where(where)
      .orderBy(desc(parts.createdAt), desc(parts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ brand: parts.brand, count: count() }).from(parts).where(where).groupBy(parts.brand),
  ]);
  const total = brands.reduce((sum, row) => sum + row.count, 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) return null;
  return {
    category,
    parts: ids.map((row) => row.id),
    page,
    pageSize,
    total,
    pageCount,
    // Sorted here, not in SQL: the order must not depend on the database's collation.
    brands: brands.sort((a, b) => a.brand.localeCompare(b.brand, "en")),
  };
}

/** The newest part's date in each leaf that lists a part ("Brakes › Pads" → ISO date). */
export async function newestPartByCategory(): Promise<Map<string, string>> {
  const rows = await (
    await getDb()
  )
    .select({ category: parts.category, newest: max(parts.createdAt) })
    .from(parts)
    .where(onSale)
    .groupBy(parts.category);
  return new Map(
    rows.flatMap((row) => (row.newest ? [[row.category, new Date(row.newest).toISOString()]] : [])),
  );
}
