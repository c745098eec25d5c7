// Next.js's cache handler for page HTML and `unstable_cache` data when REDIS_URL is set: every
// instance behind the load balancer reads and writes the same entries, and a tag expired on one
// (revalidateTag after a write) is expired for all at once, since every read checks the tags'
// expiry times in Redis. ioredis is the kept client; the handler is small on purpose.
//
// Redis unreachable: reads miss (pages render from the database, slower and correct), writes
// are skipped, and an expiry that could not be recorded is recorded as soon as Redis is back.
// Whatever was cached before an outage is not trusted after it (another instance may have
// written meanwhile without being able to expire it), so nothing stale is served on recovery.
const Redis = require("ioredis");

/** A render that began before a write may finish after it: trust nothing rendered this close. */
const RENDER_WINDOW_MS = 5000;
/** Entries without a lifetime of their own are dropped by Redis after a day. */
const DEFAULT_TTL_SECONDS = 24 * 3600;
const TAGS_HEADER = "x-next-cache-tags";

/** One connection (and its outage bookkeeping) per Redis URL and key prefix in this process. */
const connections = new Map();

function connectionFor(url, prefix) {
  const id = `${url} ${prefix}`;
  let connection = connections.get(id);
  if (connection) return connection;
  const client = new Redis(url, {
    // Fail a command at once while disconnected: a page is rendered rather than kept waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // A Redis that stops answering (frozen, partitioned) fails commands instead of hanging.
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  connection = { client, prefix, notBefore: 0, pendingTags: new Set(), everReady: false };
  const state = connection;
  client.on("error", () => {});
  client.on("ready", () => {
    if (state.everReady) state.notBefore = Date.now();
    state.everReady = true;
    const tags = [...state.pendingTags];
    state.pendingTags.clear();
    if (tags.length > 0) void recordExpiry(state, tags, Date.now());
  });
  connections.set(id, connection);
  return connection;
}

/**
 * A command failed: Redis is down, frozen or cut off. Until a new connection is ready this
 * instance reads nothing from it, and once it is, nothing cached before (see notBefore).
 */
function lost(connection) {
  if (connection.client.status === "ready") connection.client.disconnect(true);
}

async function recordExpiry(connection, tags, at) {
  try {
    const fields = tags.flatMap((tag) => [tag, String(at)]);
    await connection.client.hset(`${connection.prefix}tags`, ...fields);
  } catch {
    for (const tag of tags) connection.pendingTags.add(tag);
    lost(connection);
  }
}

// Buffers (a page's RSC payload) and Maps (its segments) survive the trip through JSON.
function encode(value) {
  return JSON.stringify(value, function replace(key, replaced) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { __bytes: Buffer.from(raw).toString("base64") };
    if (raw instanceof Map) return { __map: [...raw.entries()] };
    return replaced;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && typeof value.__bytes === "string")
      return Buffer.from(value.__bytes, "base64");
    if (value && typeof value === "object" && Array.isArray(value.__map))
      return new Map(value.__map);
    return value;
  });
}

function tagsOf(value, contextTags = []) {
  const header = value?.headers?.[TAGS_HEADER];
  const pageTags = typeof header === "string" ? header.split(",") : [];
  return [...new Set([...contextTags, ...(value?.tags ?? []), ...pageTags])];
}

class RedisCacheHandler {
  constructor(options = {}) {
    const url = options.redisUrl ?? process.env.REDIS_URL;
    this.connection = connectionFor(url, options.keyPrefix ?? "redline:cache:");
  }

  entryKey(key) {
    return `${this.connection.prefix}entry:${key}`;
  }

  async get(key, context = {}) {
    const { client, notBefore, prefix } = this.connection;
    if (client.status !== "ready") return null;
    try {
      const stored = await client.get(this.entryKey(key));
      if (!stored) return null;
      const entry = decode(stored);
      if (entry.trustedSince < notBefore) return null;
      const tags = [...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])];
      if (tags.length > 0) {
        const expired = await client.hmget(`${prefix}tags`, ...tags);
        if (expired.some((at) => at !== null && Number(at) >= entry.trustedSince)) return null;
      }
      return {
        lastModified: entry.lastModified,
        value: entry.value,
        cacheControl: entry.cacheControl,
      };
    } catch {
      lost(this.connection);
      return null;
    }
  }

  async set(key, value, context = {}) {
    const { client } = this.connection;
    if (client.status !== "ready") return;
    try {
      if (!value || value.status === 404) {
        await client.del(this.entryKey(key));
        return;
      }
      const now = Date.now();
      const entry = {
        value,
        lastModified: now,
        trustedSince: now - RENDER_WINDOW_MS,
        tags: tagsOf(value, context.tags),
        cacheControl: context.cacheControl,
      };
      const expire = Number(context.cacheControl?.expire);
      const ttl = Number.isFinite(expire) && expire > 0 ? Math.ceil(expire) : DEFAULT_TTL_SECONDS;
      await client.set(this.entryKey(key), encode(entry), "EX", ttl);
    } catch {
      // Not kept: the next visit renders it again.
      lost(this.connection);
    }
  }

  // Every revalidation expires at once: the shop asks for `expire: 0` and nothing else.
  async revalidateTag(tags) {
    const list = typeof tags === "string" ? [tags] : [...tags];
    const now = Date.now();
    // Until Redis has it, this instance trusts nothing older either.
    if (this.connection.client.status !== "ready") {
      for (const tag of list) this.connection.pendingTags.add(tag);
      this.connection.notBefore = now;
      return;
    }
    await recordExpiry(this.connection, list, now);
  }

  resetRequestCache() {}

  /** Closes this process's Redis connections (at shutdown, and after a test). */
  static disconnectAll() {
    for (const { client } of connections.values()) client.disconnect();
    connections.clear();
  }
}

module.exports = RedisCacheHandler;
