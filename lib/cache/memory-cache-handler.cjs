// Next.js's cache handler for page HTML and `unstable_cache` data, kept in this process's memory
// only. Next's default handler writes to .next/ and reads the build's prerendered pages back:
// those would be the build's idea of the catalog (the build never opens the database) and would
// outlive a restart on another database. Here every start begins empty, the first visit to a
// page renders it from the live database, and later visits get the cached copy until a write
// expires one of its tags.

/** A render that began before a write may finish after it: trust nothing rendered this close. */
const RENDER_WINDOW_MS = 5000;
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;
/**
 * No kind of page (the shop's pages, blog posts, …) nor the data cache may take more than this
 * share of the budget: visitors requesting thousands of different blog posts evict older blog
 * posts, never the home page.
 */
const KIND_SHARE = 0.5;
const TAGS_HEADER = "x-next-cache-tags";

/**
 * Tag → when it was last expired; shared by every handler instance of this process, and by the
 * copy of this module the app's own code holds (lib/cache/tags.ts expires tags through it when
 * a background job, outside any request, changes what pages show).
 */
const expiredAt = (globalThis[Symbol.for("redline.cache.expiredAt")] ??= new Map());
/** Key → entry, in least-recently-used order (a Map iterates in insertion order). */
const entries = new Map();
let usedBytes = 0;

function sizeOf(value) {
  if (!value) return 0;
  const text = value.html ?? value.body ?? value.data?.body ?? "";
  const binary = value.rscData ?? value.body;
  return String(text).length + (binary?.byteLength ?? 0) + 512;
}

function tagsOf(value, contextTags = []) {
  const header = value?.headers?.[TAGS_HEADER];
  const pageTags = typeof header === "string" ? header.split(",") : [];
  return [...contextTags, ...(value?.tags ?? []), ...pageTags];
}

/** Pages by their first path segment ("" for the home page); everything else is data. */
function kindOf(key, value) {
  if (value?.kind !== "APP_PAGE" && value?.kind !== "PAGES") return "data";
  return `page:${String(key).split("/")[1] ?? ""}`;
}

/** A not-found answer is never kept: made-up URLs must not fill the cache. */
const isNotFound = (value) => value?.status === 404;

/** Bytes used per kind. */
const usedByKind = new Map();

function drop(key) {
  const entry = entries.get(key);
  if (!entry) return;
  usedBytes -= entry.bytes;
  usedByKind.set(entry.kind, (usedByKind.get(entry.kind) ?? 0) - entry.bytes);
  entries.delete(key);
}

/** Drops the least recently used entries (of one kind, or of any) until `fits()` holds. */
function evictUntil(fits, kind) {
  for (const [key, entry] of entries) {
    if (fits()) return;
    if (kind === undefined || entry.kind === kind) drop(key);
  }
}

class MemoryCacheHandler {
  constructor() {
    this.budgetBytes = Number(process.env.PAGE_CACHE_BYTES) || DEFAULT_BUDGET_BYTES;
  }

  async get(key, context = {}) {
    const entry = entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])];
    if (tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) >= entry.trustedSince)) {
      drop(key);
      return null;
    }
    // Touch: move to the young end of the LRU order.
    entries.delete(key);
    entries.set(key, entry);
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key, value, context = {}) {
    drop(key);
    if (!value || isNotFound(value)) return;
    const now = Date.now();
    const entry = {
      value,
      lastModified: now,
      trustedSince: now - RENDER_WINDOW_MS,
      tags: tagsOf(value, context.tags),
      cacheControl: context.cacheControl,
      bytes: sizeOf(value),
      kind: kindOf(key, value),
    };
    const kindBudget = this.budgetBytes * KIND_SHARE;
    if (entry.bytes > kindBudget) return;
    entries.set(key, entry);
    usedBytes += entry.bytes;
    usedByKind.set(entry.kind, (usedByKind.get(entry.kind) ?? 0) + entry.bytes);
    evictUntil(() => usedByKind.get(entry.kind) <= kindBudget, entry.kind);
    evictUntil(() => usedBytes <= this.budgetBytes);
  }

  // Every revalidation expires at once: the shop asks for `expire: 0` and nothing else.
  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === "string" ? [tags] : tags) expiredAt.set(tag, now);
  }

  resetRequestCache() {}
}

module.exports = MemoryCacheHandler;
