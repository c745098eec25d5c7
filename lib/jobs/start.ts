import "server-only";
import { getDatabase } from "@/lib/db";
import { logger } from "@/lib/log";
import { startJobWorkers } from "./workers";

const RETRY_MS = 5_000;

/**
 * Starts the job workers once the database opens, trying again every few seconds while it is
 * down (the app and `npm run worker` start whether or not PostgreSQL is up yet). Answers a
 * function that stops them (or stops trying).
 */
export function keepJobWorkersRunning(): () => Promise<void> {
  let stop: (() => Promise<void>) | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const attempt = async () => {
    try {
      const started = await startJobWorkers(await getDatabase());
      if (stopped) await started();
      else stop = started;
    } catch (error) {
      logger.error({ err: error }, "The job workers could not start; trying again shortly");
      if (!stopped) retry = setTimeout(() => void attempt(), RETRY_MS).unref();
    }
  };
  void attempt();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await stop?.();
  };
}
