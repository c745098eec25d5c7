/** @jest-environment node */
// Several instances share one Redis: an instance whose secrets differ from the running ones'
// (or that has no AUTH_SECRET of its own) is refused at start-up; another build is reported.
import Redis from "ioredis";
import {
  currentSettings,
  joinInstances,
  SettingsMismatch,
  type InstanceSettings,
} from "@/lib/cluster/shared-settings";
import { privateRedis } from "../../helpers/redis-server";

let server: Awaited<ReturnType<typeof privateRedis>>;
let redis: Redis;
beforeAll(async () => {
  server = await privateRedis();
  redis = new Redis(server.url);
});
afterAll(async () => {
  redis.disconnect();
  await server.stop();
});
beforeEach(() => redis.flushall());

const settings = (env: Record<string, string>): InstanceSettings =>
  currentSettings({ NODE_ENV: "production", ...env });

it("instances with the same secrets join; one of another build is reported, not refused", async () => {
  const first = settings({ AUTH_SECRET: "s".repeat(40) });
  await joinInstances(redis, first);
  const second = { ...settings({ AUTH_SECRET: "s".repeat(40) }), buildId: "next-build" };
  const joined = await joinInstances(redis, second);
  expect(joined.otherBuilds.map((other) => other.id)).toEqual([first.instanceId]);
});

it("refuses an instance whose AUTH_SECRET or server-action key differs from a running one's", async () => {
  await joinInstances(redis, settings({ AUTH_SECRET: "a".repeat(40) }));
  const differing = joinInstances(redis, settings({ AUTH_SECRET: "b".repeat(40) }));
  await expect(differing).rejects.toBeInstanceOf(SettingsMismatch);
  await expect(differing).rejects.toThrow(/AUTH_SECRET differs/);
  await expect(
    joinInstances(
      redis,
      settings({ AUTH_SECRET: "a".repeat(40), NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "k" }),
    ),
  ).rejects.toThrow(/NEXT_SERVER_ACTIONS_ENCRYPTION_KEY differs/);
});

it("refuses an instance without AUTH_SECRET: each would sign with a secret of its own", async () => {
  await expect(joinInstances(redis, settings({}))).rejects.toBeInstanceOf(SettingsMismatch);
});

it("an instance that stopped answering a minute ago no longer binds the others", async () => {
  const gone = settings({ AUTH_SECRET: "old".repeat(14) });
  await redis.hset(
    "redline:instances",
    gone.instanceId,
    JSON.stringify({ ...gone, seenAt: Date.now() - 61_000 }),
  );
  await expect(
    joinInstances(redis, settings({ AUTH_SECRET: "new".repeat(14) })),
  ).resolves.toBeDefined();
});
