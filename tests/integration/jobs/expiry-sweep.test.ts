/** @jest-environment node */
// The sweep that expires unpaid orders is a chain of pg-boss jobs: every worker that starts
// offers the first link, and each run queues the next, but one waits at a time, so several
// instances sweep once between them rather than once each.
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { rowsOf } from "@/lib/db/rows";
import { startJobWorkers } from "@/lib/jobs/workers";
import { openTestDatabase } from "../../helpers/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function sweepJobs(): Promise<{ state: string; jobs: number }[]> {
  const result = await (
    await getDb()
  ).execute(
    sql`SELECT state::text, count(*)::int AS jobs FROM pgboss.job
        WHERE name = 'expire-orders' GROUP BY state ORDER BY state`,
  );
  return rowsOf(result);
}

it("two instances' workers keep one sweep waiting, and the chain goes on", async () => {
  const first = await startJobWorkers(database);
  const second = await startJobWorkers(database);
  const waiting: number[] = [];
  try {
    for (let sample = 0; sample < 12; sample += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const states = await sweepJobs();
      waiting.push(states.find((row) => row.state === "created")?.jobs ?? 0);
    }
  } finally {
    await Promise.all([first(), second()]);
  }
  expect(Math.max(...waiting)).toBe(1);
  // The hold in tests is seconds long, so the sweep runs every second: it ran, more than once.
  const completed = (await sweepJobs()).find((row) => row.state === "completed")?.jobs ?? 0;
  expect(completed).toBeGreaterThanOrEqual(2);
});
