import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { getDatabase } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { runJobBatch } from "@/lib/jobs/run-batch";
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
  if (!(await anyJobReady(handle))) return 0;
  const boss = await bossFor(handle);
  let done = 0;
  for (const queue of Object.keys(JOB_QUEUES) as JobQueueName[]) {
    const { name } = JOB_QUEUES[queue];
    for (;;) {
      const jobs = await boss.fetch(name, { batchSize: 50 });
      if (!jobs || jobs.length === 0) break;
      const succeeded = await runJobBatch(boss, handle.db, queue, jobs);
      if (succeeded.length > 0) await boss.complete(name, succeeded);
      done += succeeded.length;
    }
  }
  return done;
}

const queueNames = Object.values(JOB_QUEUES).map(({ name }) => name);

/**
 * Whether any queue holds a job to run now: one query where fetching from every queue takes
 * eight, which most callers (the authorization matrix's before-and-after checks) pay for nothing.
 * It reads pg-boss's own table as pg-boss's fetch does (states below "active", due by now).
 */
async function anyJobReady(handle: DatabaseHandle): Promise<boolean> {
  const result = (await handle.db.execute(
    sql`select exists (select 1 from pgboss.job where name in ${queueNames} and state < 'active' and start_after < now()) as ready`,
  )) as unknown as { rows: { ready: boolean }[] };
  return result.rows[0]?.ready === true;
}
