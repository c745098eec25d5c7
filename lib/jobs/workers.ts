import "server-only";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "@/lib/db/open";
import { logger } from "@/lib/log";
import { JOB_HANDLERS } from "./handlers";
import { JOB_QUEUES, type JobQueueName } from "./queues";

/** How often an idle worker asks for new jobs. */
const POLLING_SECONDS = 1;

/**
 * Starts this process's job workers on the database: each queue's jobs one at a time (a failure
 * retries that job alone), and pg-boss's upkeep (expired jobs, archiving). While the database is
 * unreachable pg-boss reports errors and keeps polling, so work resumes by itself. Answers a
 * function that stops the workers, letting running jobs finish.
 */
export async function startJobWorkers(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const boss = new PgBoss({ db: handle.sqlClient as PgBoss.Db, migrate: false, schedule: false });
  boss.on("error", (error) => logger.error({ err: error }, "The job queue reported an error"));
  await boss.start();
  for (const [queue, { name }] of Object.entries(JOB_QUEUES) as [JobQueueName, { name: string }][])
    await boss.work(
      name,
      { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS },
      async ([job]) => {
        if (job) await JOB_HANDLERS[queue](handle.db, job);
      },
    );
  logger.info({ queues: Object.keys(JOB_QUEUES) }, "Job workers started");
  return () => boss.stop({ graceful: true, close: false, wait: true });
}
