import PgBoss from "pg-boss";
import { getDatabase } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { JOB_HANDLERS } from "@/lib/jobs/handlers";
import { JOB_QUEUES, type JobQueueName } from "@/lib/jobs/queues";

// One pg-boss per test database, only fetching and completing (no timers, no polling).
const bosses = new WeakMap<DatabaseHandle, Promise<PgBoss>>();

function bossFor(handle: DatabaseHandle): Promise<PgBoss> {
  let boss = bosses.get(handle);
  if (!boss) {
    const created = new PgBoss({
      db: handle.sqlClient as PgBoss.Db,
      migrate: false,
      supervise: false,
      schedule: false,
    });
    boss = created.start();
    bosses.set(handle, boss);
  }
  return boss;
}

/**
 * Runs every job queued so far, queue by queue, as the app's workers would (tests start no
 * workers), and answers how many succeeded; a failing job is failed, to be retried later as in
 * the app.
 */
export async function runQueuedJobs(): Promise<number> {
  const handle = await getDatabase();
  const boss = await bossFor(handle);
  let done = 0;
  for (const [queue, { name }] of Object.entries(JOB_QUEUES) as [
    JobQueueName,
    { name: string },
  ][]) {
    for (;;) {
      const jobs = await boss.fetch(name, { batchSize: 50 });
      if (!jobs || jobs.length === 0) break;
      for (const job of jobs) {
        try {
          await JOB_HANDLERS[queue](handle.db, job);
          await boss.complete(name, job.id);
          done += 1;
        } catch (error) {
          await boss.fail(name, job.id, { message: (error as Error).message });
        }
      }
    }
  }
  return done;
}
