// Values kept a little while by key: read back until their time is up, the oldest let go first.
import { recentValues } from "@/lib/cache/ttl-memo";

afterEach(() => jest.useRealTimers());

test("a value is read back until its time is up, then no more", () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const recent = recentValues<string>(30_000, 10);
  recent.set("a", "first");
  jest.setSystemTime(1_000_000 + 29_999);
  expect(recent.get("a")).toBe("first");
  jest.setSystemTime(1_000_000 + 30_000);
  expect(recent.get("a")).toBeUndefined();
});

test("setting nothing forgets the key, and a full store lets its oldest value go", () => {
  const recent = recentValues<number>(60_000, 2);
  recent.set("a", 1);
  recent.set("a", undefined);
  expect(recent.get("a")).toBeUndefined();
  recent.set("b", 2);
  recent.set("c", 3);
  recent.set("d", 4);
  expect([recent.get("b"), recent.get("c"), recent.get("d")]).toEqual([undefined, 3, 4]);
});
