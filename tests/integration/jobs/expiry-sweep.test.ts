/** @jest-environment node */
// The sweep that expires unpaid orders is a chain of pg-boss jobs: every worker that starts
// offers the first link, and each run queues the next, but one waits at a time, so several
// instances sweep once between them rather than once each.
import { sql } from "drizzle-orm";
import { resetConfigForTests } from "@/lib/config";
import { getDatabase, getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { startJobWorkers } from "@/lib/jobs/workers";

// A hold of 3 seconds: a sweep is due every second (a tenth of the hold, at least 1 s).
process.env.ORDER_HOLD_MINUTES = "0.05";

beforeAll(async () => {
  resetConfigForTests();
});
afterAll(async () => {
  delete process.env.ORDER_HOLD_MINUTES;
  resetConfigForTests();
});

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
  const first = await startJobWorkers(await getDatabase());
  const second = await startJobWorkers(await getDatabase());
  const waiting: number[] = [];
  let completed = 0;
  try {
    // Watch until two sweeps ran, one after the other.
    const deadline = Date.now() + 20_000;
    while (completed < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const states = await sweepJobs();
      waiting.push(states.find((row) => row.state === "created")?.jobs ?? 0);
      completed = states.find((row) => row.state === "completed")?.jobs ?? 0;
    }
  } finally {
    await Promise.all([first(), second()]);
  }
  expect(completed).toBeGreaterThanOrEqual(2);
  expect(Math.max(...waiting)).toBe(1);
});
