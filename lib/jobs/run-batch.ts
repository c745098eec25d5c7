import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db";
import { logger } from "@/lib/log";
import { JOB_HANDLERS } from "./handlers";
import { JOB_QUEUES, type JobQueueName } from "./queues";

/**
 * Runs a batch of one queue's jobs one after the other. A job that throws is failed alone, so
 * pg-boss tries it again later and the rest of the batch still counts as done. Answers the ids
 * of the jobs that succeeded.
 */
export async function runJobBatch(
  boss: PgBoss,
  db: Db,
  queue: JobQueueName,
  jobs: { id: string; data: unknown }[],
): Promise<string[]> {
  const { name } = JOB_QUEUES[queue];
  const succeeded: string[] = [];
  for (const job of jobs) {
    try {
      await JOB_HANDLERS[queue](db, job);
      succeeded.push(job.id);
    } catch (error) {
      logger.warn({ err: error, queue: name, jobId: job.id }, "Job failed; it will be retried");
      await boss.fail(name, job.id, { message: (error as Error).message });
    }
  }
  return succeeded;
}
