/** @jest-environment node */
// The Redis cache handler, as two instances of the app use it (two copies of the module, each
// with its own connection): what one stores the other serves, a tag one expires is expired for
// both, and a Redis that goes away or freezes makes them render rather than serve stale pages,
// and recover by themselves. A private redis-server per test file, so stopping it harms no one.
import type RedisCacheHandlerType from "@/lib/cache/redis-cache-handler.cjs";
import { privateRedis } from "../../helpers/redis-server";

type Handler = InstanceType<typeof RedisCacheHandlerType>;

let redis: Awaited<ReturnType<typeof privateRedis>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One app instance's handler: its own copy of the module, so its own connection. */
function instance(): Handler {
  let Handler!: typeof RedisCacheHandlerType;
  jest.isolateModules(() => {
    Handler = jest.requireActual("@/lib/cache/redis-cache-handler.cjs");
  });
  return new Handler({ redisUrl: redis.url, keyPrefix: "test:cache:" });
}

/** Waits until the handler's connection is ready again (it reconnects by itself). */
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(100);
  }
}

const page = (html: string, tags: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([["/_index", Buffer.from("segment")]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});

let a: Handler;
let b: Handler;
beforeAll(async () => {
  redis = await privateRedis();
  a = instance();
  b = instance();
  await until(async () => (await a.get("warm-up")) === null && (await b.get("warm-up")) === null);
});
afterAll(async () => {
  for (const handler of [a, b])
    (handler.constructor as typeof RedisCacheHandlerType).disconnectAll();
  await redis.stop();
});

const ready = (handler: Handler) => async () => {
  await handler.set("probe", page("probe", "probe"));
  return (await handler.get("probe")) !== null;
};

it("what one instance stores, the other serves, bytes and segments intact", async () => {
  await until(ready(a));
  await a.set("/", page("home", "_N_T_/,parts"), {
    cacheControl: { revalidate: false, expire: 600 },
  });
  const served = await b.get("/", {});
  expect(served?.value).toMatchObject({ kind: "APP_PAGE", html: "home" });
  const value = served!.value as ReturnType<typeof page>;
  expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe("rsc:home");
  expect(value.segmentData.get("/_index")?.toString()).toBe("segment");
});

it("a tag expired on one instance is expired on the other at once", async () => {
  await a.set("/shop", page("shop", "_N_T_/allParts,parts"));
  await a.set("/blogs", page("blogs", "_N_T_/blogs,blogs"));
  // Rendered more than the render window ago, so the expiry is after the page for sure.
  await sleep(5100);
  await b.revalidateTag("parts");
  expect(await a.get("/shop", {})).toBeNull();
  expect(await b.get("/shop", {})).toBeNull();
  expect(await a.get("/blogs", {})).not.toBeNull();
}, 15_000);

it("Redis gone: reads miss fast, writes and expiries do not throw; both recover by themselves", async () => {
  await redis.stop();
  const started = Date.now();
  expect(await a.get("/blogs", {})).toBeNull();
  await a.set("/x", page("x", "x"));
  await b.revalidateTag("blogs");
  expect(Date.now() - started).toBeLessThan(1500);

  await redis.restart();
  await until(ready(a));
  await until(ready(b));
  // The expiry made during the outage was recorded once Redis was back.
  await a.set("/blogs", page("blogs again", "_N_T_/blogs,blogs"));
  expect(await b.get("/blogs", {})).not.toBeNull();
}, 30_000);

it("Redis frozen while one instance writes: the other serves nothing stale once it thaws", async () => {
  await until(ready(a));
  await until(ready(b));
  await b.set("/parts/p-1", page("old price", "_N_T_/parts/p-1,part-p-1"));
  await sleep(5100);
  expect(await a.get("/parts/p-1", {})).not.toBeNull();

  redis.signal("SIGSTOP");
  try {
    // A write on instance A: its expiry cannot reach Redis.
    await a.revalidateTag("part-p-1");
    expect(await a.get("/parts/p-1", {})).toBeNull();
  } finally {
    redis.signal("SIGCONT");
  }
  // A reconnects and records the expiry: B, which noticed nothing, no longer serves the page.
  await until(async () => (await b.get("/parts/p-1", {})) === null);
  await until(ready(a));
  expect(await a.get("/parts/p-1", {})).toBeNull();
}, 30_000);

it("a job outside any request (the expiry sweep on a worker) expires a tag for every instance", async () => {
  const served = new (a.constructor as typeof RedisCacheHandlerType)({ redisUrl: redis.url });
  await until(ready(served));
  await served.set("/parts/brake-pads", page("12 in stock", "_N_T_/parts,part:brake"));
  await served.set("/blogs", page("blogs", "_N_T_/blogs,blogs"));
  await sleep(5100); // past the render window, as above
  // The worker's own copy of the app's modules, started with REDIS_URL like every instance.
  const previous = process.env.REDIS_URL;
  process.env.REDIS_URL = redis.url;
  let worker!: {
    expireCached: typeof import("@/lib/cache/tags").expireCached;
    handlers: typeof RedisCacheHandlerType;
  };
  jest.isolateModules(() => {
    worker = {
      expireCached:
        jest.requireActual<typeof import("@/lib/cache/tags")>("@/lib/cache/tags").expireCached,
      handlers: jest.requireActual("@/lib/cache/redis-cache-handler.cjs"),
    };
  });
  try {
    worker.expireCached("part:brake");
    await until(async () => (await served.get("/parts/brake-pads", {})) === null);
    expect(await served.get("/blogs", {})).not.toBeNull();
  } finally {
    worker.handlers.disconnectAll();
    if (previous === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = previous;
  }
});
