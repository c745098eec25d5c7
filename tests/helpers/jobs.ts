import PgBoss from "pg-boss";
import { getDatabase } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { deliverMailJob } from "@/lib/jobs/mail-job";
import { JOB_QUEUES } from "@/lib/jobs/queues";
import type { Mail } from "@/lib/mail";

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
 * Runs every mail job queued so far, as the app's worker would (tests start no workers), and
 * answers how many it delivered; a failing job is failed, to be retried later as in the app.
 */
export async function runQueuedJobs(): Promise<number> {
  const handle = await getDatabase();
  const boss = await bossFor(handle);
  const queue = JOB_QUEUES.mail.name;
  let delivered = 0;
  for (;;) {
    const jobs = await boss.fetch<Mail>(queue, { batchSize: 50 });
    if (!jobs || jobs.length === 0) return delivered;
    for (const job of jobs) {
      try {
        await deliverMailJob(handle.db, job);
        await boss.complete(queue, job.id);
        delivered += 1;
      } catch (error) {
        await boss.fail(queue, job.id, { message: (error as Error).message });
      }
    }
  }
}
