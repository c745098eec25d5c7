import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { partPath, slugNumberKeys } from "@/domains/catalog/part-number";
import { parts } from "@/models";

const SLUG_MAX = 200;

/** The keys of the numbers a page path may start with, longest first; none for a junk path. */
export function slugKeys(slug: string): string[] {
  if (slug.length === 0 || slug.length > SLUG_MAX || !/^[a-z0-9-]+$/.test(slug)) return [];
  return slugNumberKeys(slug);
}

/**
 * The part a page path names (`/parts/{slug}`), by the number its slug starts with: a path
 * whose name part is outdated (the part was renamed) still finds it, and the page then sends
 * the visitor on to its current path. Null when no part's number starts the slug.
 */
export async function partIdForSlug(slug: string): Promise<string | null> {
  const keys = slugKeys(slug);
  if (keys.length === 0) return null;
  const rows = await (
    await getDb()
  )
    .select({
      id: parts.id,
      partNumber: parts.partNumber,
      productName: parts.productName,
      key: parts.partNumberKey,
    })
    .from(parts)
    .where(inArray(parts.partNumberKey, keys));
  const exact = rows.find((row) => partPath(row) === `/parts/${slug}`);
  if (exact) return exact.id;
  // Otherwise the longest number the slug starts with.
  const byLength = rows.sort((a, b) => b.key.length - a.key.length);
  return byLength[0]?.id ?? null;
}
