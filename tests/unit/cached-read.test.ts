// The one cache wrapper: each read under its key with its tags, the build given its stand-in,
// and reads by id that miss together answered by one query.
import { batchedReads } from "@/lib/cache/batched-reads";
import { cachedRead } from "@/lib/cache/cached";

const declared: { keyParts: string[]; tags: string[] }[] = [];
jest.mock("next/cache", () => ({
  unstable_cache:
    <A extends unknown[], R>(
      read: (...args: A) => Promise<R>,
      keyParts: string[],
      { tags }: { tags: string[] },
    ) =>
    (...args: A) => {
      declared.push({ keyParts, tags });
      return read(...args);
    },
}));

afterEach(() => {
  declared.length = 0;
  delete process.env.NEXT_PHASE;
});

describe("cachedRead", () => {
  const read = jest.fn(async (id: string) => `part ${id}`);
  const cachedPart = cachedRead("part", read, {
    tags: (id) => [`part:${id}`],
    whileBuilding: null,
  });

  it("keeps a read under its key and the tags its arguments name", async () => {
    expect(await cachedPart("a")).toBe("part a");
    expect(declared).toEqual([{ keyParts: ["part"], tags: ["part:a"] }]);
  });

  it("gives the build its stand-in without reading", async () => {
    process.env.NEXT_PHASE = "phase-production-build";
    read.mockClear();
    expect(await cachedPart("a")).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});

describe("batchedReads", () => {
  const parts = [{ id: "a" }, { id: "b" }];

  it("reads the ids asked for together in one query, and null for one not found", async () => {
    const readMany = jest.fn(async (ids: string[]) => parts.filter((p) => ids.includes(p.id)));
    const byId = batchedReads(readMany, (part) => part.id);
    const found = await Promise.all(["b", "x", "a", "b"].map(byId));
    expect(found).toEqual([{ id: "b" }, null, { id: "a" }, { id: "b" }]);
    expect(readMany).toHaveBeenCalledTimes(1);
    expect(readMany).toHaveBeenCalledWith(["b", "x", "a"]);
    await byId("a");
    expect(readMany).toHaveBeenCalledTimes(2);
  });

  it("fails every read of a batch whose query failed", async () => {
    const byId = batchedReads(async () => Promise.reject(new Error("down")), String);
    await expect(Promise.all([byId("a"), byId("b")])).rejects.toThrow("down");
  });
});
