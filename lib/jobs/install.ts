import "server-only";
import PgBoss from "pg-boss";
import type { SqlClient } from "@/lib/db/open";
import { JOB_QUEUES } from "./queues";

/**
 * Brings the job queue's own schema (pg-boss creates and migrates `pgboss`) and the shop's
 * queues up to date: part of migrating the database, so a job can be sent inside the very first
 * transaction. Safe to run on every start and on several instances at once (pg-boss takes an
 * advisory lock while it migrates).
 */
export async function installJobQueues(client: SqlClient): Promise<void> {
  const boss = new PgBoss({ db: client as PgBoss.Db, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const { name, ...policy } of Object.values(JOB_QUEUES))
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...policy });
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}
