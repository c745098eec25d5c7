/** @jest-environment node */
import Redis from "ioredis";

// The limits are shared between server processes through Redis when REDIS_URL is set.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
process.env.REDIS_URL = REDIS_URL;
process.env.AUTH_RATE_LIMIT = "2";

let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});
afterAll(async () => {
  const keys = await redis.keys("redline-signup:*");
  const ours = keys.filter((key) => key.includes("rate-test-") || key.includes("198.51.100."));
  if (ours.length > 0) await redis.del(...ours);
  redis.disconnect();
  const held = (globalThis as { __redlineLimiters?: Map<string, unknown> }).__redlineLimiters;
  for (const limiter of held?.values() ?? []) {
    (limiter as unknown as { client?: Redis }).client?.disconnect();
  }
});

describe("rate limits in Redis", () => {
  it("counts attempts in Redis and refuses the third with 429", async () => {
    jest.resetModules(); // a fresh config() that reads REDIS_URL
    const { countAttempt, TOO_MANY_ATTEMPTS } = await import("@/lib/security/rate-limit");
    const email = `rate-test-${Date.now()}@example.com`;
    await countAttempt("signup", "198.51.100.7", email);
    await countAttempt("signup", "198.51.100.8", email);
    await expect(countAttempt("signup", "198.51.100.9", email)).rejects.toMatchObject({
      status: 429,
      message: TOO_MANY_ATTEMPTS,
    });
    const stored = await redis.get(`redline-signup:email:${email}`);
    expect(Number(stored)).toBeGreaterThanOrEqual(2);
  });
});
