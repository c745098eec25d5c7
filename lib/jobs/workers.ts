import "server-only";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "@/lib/db/open";
import { logger } from "@/lib/log";
import { queueExpirySweep } from "./expiry-sweep";
import { queueOverdueSweep } from "./overdue-sweep";
import { runJobBatch } from "./run-batch";
import { JOB_QUEUES, type JobQueueName } from "./queues";

/** How often an idle worker asks for new jobs. */
const POLLING_SECONDS = 1;
const MAINTENANCE_SECONDS = 30;
/** Jobs fetched at once: one query hands out many, so a burst of orders does not queue mail. */
const BATCH_SIZE = 25;

/**
 * Starts this process's job workers on the database: each queue's jobs in batches, run one by
 * one (a failure retries that job alone), the sweep that expires unpaid orders, and pg-boss's
 * upkeep (expired jobs, archiving). While
 * the database is unreachable pg-boss reports errors and keeps polling, so work resumes by
 * itself. Answers a function that stops the workers, letting running jobs finish.
 */
export async function startJobWorkers(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const boss = new PgBoss({
    db: handle.sqlClient as PgBoss.Db,
    migrate: false,
    schedule: false,
    // Upkeep hands out again the jobs a worker held when it died or the database went away
    // (after their expireInSeconds); every 30 s rather than pg-boss's 2 min, so they run soon.
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on("error", (error) => logger.error({ err: error }, "The job queue reported an error"));
  await boss.start();
  for (const queue of Object.keys(JOB_QUEUES) as JobQueueName[]) {
    let workerId = "";
    workerId = await boss.work(
      JOB_QUEUES[queue].name,
      { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLLING_SECONDS },
      async (jobs) => {
        await runJobBatch(boss, handle.db, queue, jobs);
        // pg-boss waits out the polling interval after every batch; a full one means more are
        // waiting, so the worker fetches again at once.
        if (jobs.length === BATCH_SIZE) boss.notifyWorker(workerId);
      },
    );
  }
  // The first sweep of the chain, unless another worker's chain is going already.
  await queueExpirySweep(handle.db, 0);
  await queueOverdueSweep(handle.db, 0);
  logger.info({ queues: Object.keys(JOB_QUEUES) }, "Job workers started");
  return () => boss.stop({ graceful: true, close: false, wait: true });
}
