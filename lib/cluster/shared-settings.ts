import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type Redis from "ioredis";

/** What every instance behind one load balancer must hold alike, as fingerprints (never the secrets). */
export interface InstanceSettings {
  instanceId: string;
  /** AUTH_SECRET: sessions and API tokens one instance signs, every other must accept. */
  authSecret: string;
  /** NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: a form posted to one instance is read by another. */
  actionKey: string;
  /** The build: instances of different builds are a rolling restart, allowed but reported. */
  buildId: string;
}

const REGISTRY = "redline:instances";

/** This instance must not serve: its shared settings are missing or differ from the others'. */
export class SettingsMismatch extends Error {}
/** An instance not seen for this long has stopped; its settings no longer bind the others. */
const STALE_MS = 60_000;

const fingerprint = (value: string | undefined) =>
  value ? crypto.createHash("sha256").update(value).digest("hex").slice(0, 16) : "unset";

/** This process's settings, read from its environment and its build. */
export function currentSettings(env: NodeJS.ProcessEnv = process.env): InstanceSettings {
  const buildFile = path.join(process.cwd(), ".next", "BUILD_ID");
  return {
    instanceId: `${process.pid}-${crypto.randomUUID().slice(0, 8)}`,
    authSecret: fingerprint(env.AUTH_SECRET),
    actionKey: fingerprint(env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY),
    buildId: fs.existsSync(buildFile) ? fs.readFileSync(buildFile, "utf8").trim() : "dev",
  };
}

/**
 * Registers this instance among the live ones in Redis and refuses to go on (throws) when its
 * secrets differ from theirs, or when AUTH_SECRET is not set (each instance would make its own).
 * Answers the live instances of another build, for a warning. Call `heartbeat` to stay listed.
 */
export async function joinInstances(redis: Redis, mine: InstanceSettings) {
  if (mine.authSecret === "unset")
    throw new SettingsMismatch(
      "Several instances (REDIS_URL is set) need the same AUTH_SECRET in every one",
    );
  const now = Date.now();
  const others = Object.entries(await redis.hgetall(REGISTRY))
    .map(([id, text]) => ({ id, ...(JSON.parse(text) as InstanceSettings & { seenAt: number }) }))
    .filter((other) => other.id !== mine.instanceId && now - other.seenAt < STALE_MS);
  for (const other of others) {
    if (other.authSecret !== mine.authSecret)
      throw new SettingsMismatch(`AUTH_SECRET differs from the running instance ${other.id}'s`);
    if (other.actionKey !== mine.actionKey)
      throw new SettingsMismatch(
        `NEXT_SERVER_ACTIONS_ENCRYPTION_KEY differs from the running instance ${other.id}'s`,
      );
  }
  const heartbeat = () =>
    redis.hset(REGISTRY, mine.instanceId, JSON.stringify({ ...mine, seenAt: Date.now() }));
  await heartbeat();
  return { otherBuilds: others.filter((other) => other.buildId !== mine.buildId), heartbeat };
}
