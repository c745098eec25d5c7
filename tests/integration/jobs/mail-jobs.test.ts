/** @jest-environment node */
// Mails are jobs on pg-boss's queue, on both databases: queued in the transaction of the change
// they report (a rolled-back change queues nothing), delivered once, tried again with a growing
// delay when the mail server fails, never sent twice, and run by the app's own workers.
import { sql } from "drizzle-orm";
import { getDatabase, getDb } from "@/lib/db";
import { config, resetConfigForTests } from "@/lib/config";
import { queueMail } from "@/lib/jobs/mail";
import { sendJob } from "@/lib/jobs/send";
import { startJobWorkers } from "@/lib/jobs/workers";
import { rowsOf } from "@/lib/db/rows";
import { createUser } from "../../helpers/accounts";
import { runQueuedJobs } from "../../helpers/jobs";
import { mailsTo } from "../../helpers/outbox";
import { createPart, orderBody, placeOrder, placedOrder, type Buyer } from "../../helpers/orders";
import { startSmtpServer } from "../../helpers/smtp";

let buyer: Buyer;
beforeAll(async () => {
  buyer = await createUser();
});

type JobRow = { id: string; state: string; retry_count: number; wait_seconds: number };

/** The mail jobs addressed to one email, oldest first. */
async function mailJobsTo(email: string): Promise<JobRow[]> {
  const result = await (
    await getDb()
  ).execute(
    sql`SELECT id::text, state::text, retry_count,
          extract(epoch FROM start_after - now())::float8 AS wait_seconds FROM pgboss.job
        WHERE name = 'mail' AND data->>'to' = ${email} ORDER BY created_on`,
  );
  return rowsOf<JobRow>(result);
}

const mail = (to: string, subject: string) => ({ to, subject, text: `About ${subject}` });

it("placing an order queues its mail in the order's transaction; the job delivers it once", async () => {
  const part = await createPart({ priceCents: 500, orderQty: 10 });
  await placedOrder(buyer, part);
  const [job] = await mailJobsTo(buyer.email);
  expect(job).toMatchObject({ state: "created" });
  expect(await runQueuedJobs()).toBeGreaterThanOrEqual(1);
  const received = await mailsTo(buyer.email);
  expect(received.map((m) => m.subject)).toEqual([
    `We received your order for ${part.productName}`,
  ]);
  expect((await mailJobsTo(buyer.email))[0]).toMatchObject({ state: "completed" });
});

it("a change that rolls back queues no mail", async () => {
  const other = await createUser();
  await expect(
    (await getDb()).transaction(async (tx) => {
      await queueMail(tx, mail(other.email, "never"));
      throw new Error("the change failed after its mail was queued");
    }),
  ).rejects.toThrow("the change failed");
  expect(await mailJobsTo(other.email)).toEqual([]);

  // Through the service: an order for more than the stock is refused and mails nothing.
  const part = await createPart({ priceCents: 500, orderQty: 10, availableQty: 10 });
  const refused = await placeOrder(other, orderBody(other, part, 20));
  expect(refused.status).toBe(409);
  expect(await mailJobsTo(other.email)).toEqual([]);
});

describe("a mail server that fails", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    resetConfigForTests();
  });

  it("fails the job, which waits longer each time, then delivers once the server is back", async () => {
    const customer = await createUser();
    const smtp = await startSmtpServer();
    await smtp.close(); // nothing listens at its address now
    process.env.SMTP_URL = smtp.url;
    resetConfigForTests();
    await (await getDb()).transaction((tx) => queueMail(tx, mail(customer.email, "retried")));

    const db = await getDb();
    const due = (id: string) =>
      db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}::uuid`);

    await runQueuedJobs();
    const [failedOnce] = await mailJobsTo(customer.email);
    expect(failedOnce).toMatchObject({ state: "retry" });
    const firstWait = Number(failedOnce!.wait_seconds);
    expect(firstWait).toBeGreaterThan(5);

    // The wait passes; the server still fails: the job waits longer.
    await due(failedOnce!.id);
    await runQueuedJobs();
    const [failedTwice] = await mailJobsTo(customer.email);
    expect(failedTwice).toMatchObject({ state: "retry", retry_count: 1 });
    expect(Number(failedTwice!.wait_seconds)).toBeGreaterThan(firstWait);

    // The wait passes, and the mail server is back.
    const back = await startSmtpServer();
    process.env.SMTP_URL = back.url;
    resetConfigForTests();
    await due(failedTwice!.id);
    await runQueuedJobs();
    await back.close();
    expect(back.mails.map((m) => m.subject)).toEqual(["retried"]);
    expect((await mailJobsTo(customer.email))[0]).toMatchObject({ state: "completed" });
  });
});

it("a job run again after its mail went out (its worker died) sends nothing twice", async () => {
  const customer = await createUser();
  await (await getDb()).transaction((tx) => queueMail(tx, mail(customer.email, "once")));
  await runQueuedJobs();
  const [job] = await mailJobsTo(customer.email);
  // As if the worker had died before pg-boss recorded the job as done: it is handed out again.
  await (
    await getDb()
  ).execute(
    sql`UPDATE pgboss.job SET state = 'retry', completed_on = NULL WHERE id = ${job!.id}::uuid`,
  );
  await runQueuedJobs();
  const sent = await mailsTo(customer.email);
  expect(sent.map((m) => m.subject)).toEqual(["once"]);
  // Should it go out again all the same, the copy would be the same message (its job's id).
  expect(sent[0]!.messageId).toBe(`<${job!.id}@${new URL(config().siteUrl).host}>`);
});

it("the app's workers deliver a queued mail by themselves", async () => {
  const customer = await createUser();
  const stop = await startJobWorkers(await getDatabase());
  try {
    await (await getDb()).transaction((tx) => queueMail(tx, mail(customer.email, "by a worker")));
    const deadline = Date.now() + 15_000;
    while ((await mailJobsTo(customer.email))[0]?.state !== "completed" && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    await stop();
  }
  expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual(["by a worker"]);
});

it("the workers keep up with a burst, and a job that fails does not hold back its batch", async () => {
  const customer = await createUser();
  const burst = Array.from({ length: 60 }, (_, index) => `burst ${index}`);
  await (
    await getDb()
  ).transaction(async (tx) => {
    for (const subject of burst.slice(0, 30)) await queueMail(tx, mail(customer.email, subject));
    // A job its handler cannot run (no mail in it), in the middle of a batch.
    await sendJob(tx, "mail", null as unknown as object);
    for (const subject of burst.slice(30)) await queueMail(tx, mail(customer.email, subject));
  });
  const stop = await startJobWorkers(await getDatabase());
  try {
    // Far less than the minute one job per polling interval would take.
    const deadline = Date.now() + 15_000;
    while ((await mailsTo(customer.email)).length < burst.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    await stop();
  }
  const subjects = (await mailsTo(customer.email)).map((m) => m.subject);
  expect(subjects.sort()).toEqual([...burst].sort());
  const states = await (
    await getDb()
  ).execute(
    sql`SELECT state::text, count(*)::int AS jobs FROM pgboss.job
        WHERE name = 'mail' AND (data->>'to' = ${customer.email} OR data IS NULL)
        GROUP BY state ORDER BY state`,
  );
  expect(rowsOf(states)).toEqual([
    { state: "completed", jobs: 60 },
    { state: "retry", jobs: 1 },
  ]);
});
