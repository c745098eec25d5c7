/** @jest-environment node */
// The finder's kept facet counts with REDIS_URL set: two instances of the app (two copies of the
// modules, each with its own connection) share them, and a write on one expires them for both.
import type RedisCacheHandlerType from "@/lib/cache/redis-cache-handler.cjs";
import type * as TagsModule from "@/lib/cache/tags";
import type * as FacetsCacheModule from "@/domains/catalog/server/facets-cache";
import { privateRedis } from "../../helpers/redis-server";

let redis: Awaited<ReturnType<typeof privateRedis>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  cache: typeof FacetsCacheModule;
  tags: typeof TagsModule;
  handler: typeof RedisCacheHandlerType;
}

/** One app instance: its own copy of the modules, so its own Redis connection. */
function instance(): Instance {
  let loaded!: Instance;
  jest.isolateModules(() => {
    loaded = {
      cache: jest.requireActual("@/domains/catalog/server/facets-cache"),
      tags: jest.requireActual("@/lib/cache/tags"),
      handler: jest.requireActual("@/lib/cache/redis-cache-handler.cjs"),
    };
  });
  return loaded;
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(100);
  }
}

const filters = (q: string) => ({ q, brands: [], inStock: false });
const counting = (found: number) => async () => ({ found });

let a: Instance;
let b: Instance;
beforeAll(async () => {
  redis = await privateRedis();
  process.env.REDIS_URL = redis.url;
  a = instance();
  b = instance();
  // Both connected: what one keeps, the other is served.
  await until(async () => {
    await a.cache.cachedCount(filters("warm up"), counting(1));
    return (await b.cache.cachedCount(filters("warm up"), counting(2))).found === 1;
  });
});
afterAll(async () => {
  for (const { handler } of [a, b]) handler.disconnectAll();
  delete process.env.REDIS_URL;
  await redis.stop();
});

it("serves one instance's counts to the other, for the same filters however typed", async () => {
  expect(await a.cache.cachedCount(filters("brake pads"), counting(7))).toEqual({ found: 7 });
  expect(await b.cache.cachedCount(filters(" Brake  PADS"), counting(9))).toEqual({ found: 7 });
  expect(await b.cache.cachedCount(filters("brake"), counting(9))).toEqual({ found: 9 });
});

it("counts afresh on both once either expires the part counts (a write)", async () => {
  expect(await a.cache.cachedCount(filters("rotor"), counting(3))).toEqual({ found: 3 });
  b.tags.expireCached(b.tags.CACHE_TAGS.partCounts);
  await until(async () => (await a.cache.cachedCount(filters("rotor"), counting(4))).found === 4);
  expect(await b.cache.cachedCount(filters("rotor"), counting(5))).toEqual({ found: 5 });
});
