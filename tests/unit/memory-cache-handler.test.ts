// The page and data cache handler: what it keeps, and when it stops trusting what it kept.
import MemoryCacheHandler from "@/lib/cache/memory-cache-handler.cjs";

const page = (html: string, tags: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: { "x-next-cache-tags": tags },
});
const data = (body: string) => ({ kind: "FETCH", data: { body }, revalidate: false });

afterEach(() => {
  jest.useRealTimers();
});

describe("MemoryCacheHandler", () => {
  it("returns what was stored, with when it was stored", async () => {
    const handler = new MemoryCacheHandler();
    await handler.set("/kept", page("<p>kept</p>", "parts"), {});
    const entry = await handler.get("/kept", {});
    expect(entry?.value).toMatchObject({ html: "<p>kept</p>" });
    expect(typeof entry?.lastModified).toBe("number");
    expect(await handler.get("/never-stored", {})).toBeNull();
  });

  it("forgets a page once one of its tags is expired, and keeps the others", async () => {
    jest.useFakeTimers({ now: Date.parse("2026-11-22T10:00:00Z") });
    const handler = new MemoryCacheHandler();
    await handler.set("/shop", page("shop", "_N_T_/allParts,parts"), {});
    await handler.set("/blogs", page("blogs", "_N_T_/blogs,blogs"), {});
    jest.advanceTimersByTime(10_000);
    await handler.revalidateTag("parts");
    expect(await handler.get("/shop", {})).toBeNull();
    expect(await handler.get("/blogs", {})).not.toBeNull();
  });

  it("checks data entries against the tags the caller names too", async () => {
    jest.useFakeTimers({ now: Date.parse("2026-11-22T11:00:00Z") });
    const handler = new MemoryCacheHandler();
    await handler.set("reviews-key", data("[]"), { tags: ["reviews"] });
    jest.advanceTimersByTime(10_000);
    expect(await handler.get("reviews-key", { tags: ["reviews"] })).not.toBeNull();
    await handler.revalidateTag(["team", "reviews"]);
    expect(await handler.get("reviews-key", { tags: ["reviews"] })).toBeNull();
  });

  it("does not trust a render that finished just after a write to its data", async () => {
    jest.useFakeTimers({ now: Date.parse("2026-11-22T12:00:00Z") });
    const handler = new MemoryCacheHandler();
    await handler.revalidateTag("parts");
    jest.advanceTimersByTime(1_000);
    // This render may have read the catalog before the write: it is served once, not kept.
    await handler.set("/shop", page("maybe old", "parts"), {});
    expect(await handler.get("/shop", {})).toBeNull();
    jest.advanceTimersByTime(10_000);
    await handler.set("/shop", page("fresh", "parts"), {});
    expect((await handler.get("/shop", {}))?.value).toMatchObject({ html: "fresh" });
  });

  it("drops the least recently used entries beyond its byte budget", async () => {
    process.env.PAGE_CACHE_BYTES = String(60_000);
    const handler = new MemoryCacheHandler();
    delete process.env.PAGE_CACHE_BYTES;
    const big = "x".repeat(9_000);
    for (const key of ["/a", "/b", "/c"]) await handler.set(key, page(big, "t"), {});
    await handler.get("/a", {});
    await handler.set("/d", page(big, "t"), {});
    expect(await handler.get("/b", {})).toBeNull();
    expect(await handler.get("/a", {})).not.toBeNull();
    expect(await handler.get("/d", {})).not.toBeNull();
  });

  it("never keeps a not-found page", async () => {
    const handler = new MemoryCacheHandler();
    await handler.set("/blogDetails/made-up", { ...page("gone", "blogs"), status: 404 }, {});
    expect(await handler.get("/blogDetails/made-up", {})).toBeNull();
  });

  it("keeps any one kind of page to half its budget, so a flood of one cannot evict the others", async () => {
    process.env.PAGE_CACHE_BYTES = String(100_000);
    const handler = new MemoryCacheHandler();
    delete process.env.PAGE_CACHE_BYTES;
    const big = "x".repeat(4_000);
    await handler.set("/", page(big, "parts"), {});
    await handler.set("/allParts", page(big, "parts"), {});
    for (let post = 0; post < 50; post++)
      await handler.set(`/blogDetails/post-${post}`, page(big, "blogs"), {});
    expect(await handler.get("/", {})).not.toBeNull();
    expect(await handler.get("/allParts", {})).not.toBeNull();
    expect(await handler.get("/blogDetails/post-49", {})).not.toBeNull();
    expect(await handler.get("/blogDetails/post-0", {})).toBeNull();
  });
});

describe("expireCached outside a request (a background job)", () => {
  it("expires the tag in the handler Next.js loaded, through this process's memory", async () => {
    jest.useFakeTimers({ now: Date.parse("2026-11-26T09:00:00Z") });
    // Next.js's copy of the handler and the app's are two copies of the module.
    let NextsCopy!: typeof MemoryCacheHandler;
    jest.isolateModules(() => {
      NextsCopy = jest.requireActual("@/lib/cache/memory-cache-handler.cjs");
    });
    const served = new NextsCopy();
    await served.set("/parts/brake-pads", page("12 in stock", "_N_T_/parts,part:brake"), {});
    await served.set("/blogs", page("blogs", "_N_T_/blogs,blogs"), {});
    jest.advanceTimersByTime(10_000);
    const { expireCached } =
      jest.requireActual<typeof import("@/lib/cache/tags")>("@/lib/cache/tags");
    expireCached("part:brake");
    expect(await served.get("/parts/brake-pads", {})).toBeNull();
    expect(await served.get("/blogs", {})).not.toBeNull();
  });
});
