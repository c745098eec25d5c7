// The shop's mail queue (pg-boss jobs named `mail`) as the scripts check it after a run: wait
// until every mail went out, then hold what the queue says against what was written.
import fs from "node:fs";
import path from "node:path";
import { query } from "./database.mjs";

export async function undeliveredMail(databaseUrl) {
  const [{ jobs }] = await query(
    databaseUrl,
    "SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'mail' AND state < 'completed'",
  );
  return jobs;
}

/** Waits until every queued mail has been delivered (or timeoutMs passed); answers the ms it took. */
export async function drainMail(databaseUrl, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs && (await undeliveredMail(databaseUrl)) > 0)
    await new Promise((resolve) => setTimeout(resolve, 250));
  return Date.now() - started;
}

/**
 * The mail jobs by state, the deliveries on record, and the .eml files in the instances'
 * outboxes (DATA_DIR/outbox, where mail goes without SMTP) with the distinct messages among
 * them: one message per job means no mail was lost, and none reached anyone twice.
 */
export async function mailTally(databaseUrl, dataDirs) {
  const [counts] = await query(
    databaseUrl,
    `SELECT count(*)::int AS jobs,
            count(*) FILTER (WHERE state = 'completed')::int AS completed,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            (SELECT count(*) FROM mail_deliveries)::int AS deliveries
       FROM pgboss.job WHERE name = 'mail'`,
  );
  const files = dataDirs
    .map((dir) => path.join(dir, "outbox"))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".eml"))
        .map((name) => path.join(dir, name)),
    );
  // A job run again after its mail went out writes a copy with the same Message-ID (its job's).
  const messageIds = new Set(
    files.map((file) => /^Message-ID:\s*(\S+)/im.exec(fs.readFileSync(file, "utf8"))?.[1]),
  );
  return { ...counts, files: files.length, messages: messageIds.size };
}

/** Every job delivered, and every message written once (copies share their Message-ID). */
export const mailIsExact = (tally) =>
  tally.failed === 0 && tally.completed === tally.jobs && tally.messages === tally.jobs;
