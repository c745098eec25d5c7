import "server-only";
import Redis from "ioredis";
import { config } from "@/lib/config";
import { logger } from "@/lib/log";
import { currentSettings, joinInstances, SettingsMismatch } from "./shared-settings";

const HEARTBEAT_MS = 20_000;

/**
 * At start-up with REDIS_URL (several instances): checks this instance's shared settings against
 * the running ones and stops the process when they differ — an instance that cannot read the
 * others' sessions must not take traffic. A Redis that is down delays the check, never the start.
 */
export function registerInstance(): void {
  const { redisUrl } = config();
  if (!redisUrl) return;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
  redis.on("error", () => {});
  const mine = currentSettings();
  let joined: Awaited<ReturnType<typeof joinInstances>> | undefined;
  const tick = async () => {
    try {
      if (joined) {
        await joined.heartbeat();
        return;
      }
      joined = await joinInstances(redis, mine);
      for (const other of joined.otherBuilds)
        logger.warn(
          { other: other.id, build: other.buildId },
          "Another build is running (a rolling restart?)",
        );
      logger.info(
        { instance: mine.instanceId, build: mine.buildId },
        "Joined the running instances",
      );
    } catch (error) {
      if (error instanceof SettingsMismatch) {
        logger.fatal({ err: error }, "This instance's settings differ from the running instances'");
        process.exit(1);
      }
      logger.warn({ err: error }, "Could not check the shared settings yet; trying again");
    }
  };
  void tick();
  setInterval(() => void tick(), HEARTBEAT_MS).unref();
}
