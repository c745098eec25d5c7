import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached, partTag } from "@/lib/cache/tags";
import { parts } from "@/models";
import { rereadRetiredKeys } from "./retired-pages";

/**
 * `PATCH /api/parts/{id}/retirement` (admins): retires a part (it leaves the shop, search and
 * buying; its page answers 410; its orders keep it) or puts it on sale again. Retiring a retired
 * part keeps the date it was first retired.
 */
export async function setPartRetired(
  actor: Actor | null,
  partId: string,
  retired: boolean,
): Promise<{ _id: string; retired: boolean; retiredAt: string | null }> {
  requireAdmin(actor);
  const [row] = await (
    await getDb()
  )
    .update(parts)
    .set({ retiredAt: retired ? sql`coalesce(${parts.retiredAt}, now())` : null })
    .where(eq(parts.id, partId))
    .returning({ id: parts.id, retiredAt: parts.retiredAt });
  if (!row) throw new NotFoundError("Part");
  // Every list of parts, the part's page, the counts; and which pages answer 410.
  expireCached(CACHE_TAGS.parts, CACHE_TAGS.partCounts, partTag(row.id));
  await rereadRetiredKeys();
  return { _id: row.id, retired, retiredAt: row.retiredAt?.toISOString() ?? null };
}
