import "server-only";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/log";
import { parts } from "@/models";
import { isRetired } from "./on-sale";
import { slugKeys } from "./part-by-path";

/**
 * The number keys of the retired parts, so that their pages answer 410 Gone. A page's status is
 * written before anything can be awaited, so the check must answer at once: it reads this
 * process's copy, read again from the database when older than REFRESH_MS (other instances
 * retire parts too) and at once after a retirement here. Until the copy catches up, a page
 * retired elsewhere shows "no longer sold" with a 200.
 */
const REFRESH_MS = 10_000;

interface RetiredKeys {
  keys: ReadonlySet<string>;
  readAt: number;
  reading?: Promise<void>;
}

// On globalThis: the request hook (instrumentation's bundle) and a retirement (a route's
// bundle) each load their own copy of this module, and must share one list.
const holder = globalThis as typeof globalThis & { __redlineRetiredKeys?: RetiredKeys };
const state = (holder.__redlineRetiredKeys ??= {
  keys: new Set(),
  readAt: Number.NEGATIVE_INFINITY,
});

/** Reads the retired parts' keys again (the partial index parts_retired_idx holds them). */
export function rereadRetiredKeys(): Promise<void> {
  state.reading ??= (async () => {
    try {
      const rows = await (
        await getDb()
      )
        .select({ key: parts.partNumberKey })
        .from(parts)
        .where(isRetired);
      state.keys = new Set(rows.map((row) => row.key));
      state.readAt = performance.now();
    } catch (error) {
      logger.warn({ err: error }, "The retired parts could not be read");
    } finally {
      state.reading = undefined;
    }
  })();
  return state.reading;
}

/** Whether this path is a retired part's page (`/parts/{slug}`), as this process knows now. */
export function isRetiredPartPage(pathname: string): boolean {
  if (performance.now() - state.readAt > REFRESH_MS) void rereadRetiredKeys();
  if (!pathname.startsWith("/parts/") || state.keys.size === 0) return false;
  // A slug is plain letters, digits and dashes: anything encoded is no part's page.
  return slugKeys(pathname.slice("/parts/".length).toLowerCase()).some((key) =>
    state.keys.has(key),
  );
}
