import type { Instrumentation } from "next";
import { duringBuild } from "@/lib/build-phase";

// Runs once when the server starts: the configuration's check, request ids and the access log,
// closing the database at shutdown, opening (migrating, and for a new embedded database seeding) the database so the
// first visitor does not wait and the demo sign-ins appear in the start-up log, the expiry of
// unpaid orders, and the job workers.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || duringBuild()) return;
  // A server without a valid configuration (SITE_URL in production) does not start.
  const { refuseBadStartConfig } = await import("@/lib/start-check");
  refuseBadStartConfig();
  const { installRequestLog } = await import("@/lib/http/request-log");
  const { logger } = await import("@/lib/log");
  const { afterOpening, closeDatabase, getDatabase } = await import("@/lib/db");
  const { closeDatabaseOnExit } = await import("@/lib/db/close-on-exit");
  const { describeDemoAccounts, seedNewEmbedded } = await import("@/db/seed");
  installRequestLog();
  // A retired part's page answers 410 Gone.
  const { answerGoneWhen } = await import("@/lib/http/gone-pages");
  const { isRetiredPartPage, rereadRetiredKeys } = await import("@/domains/catalog/server");
  answerGoneWhen(isRetiredPartPage);
  closeDatabaseOnExit(closeDatabase);
  // Several instances (REDIS_URL): stop now if this one's secrets differ from the others'.
  const { registerInstance } = await import("@/lib/cluster/registration");
  registerInstance();
  // Before the first opening, here or by a request: a new embedded database gets demo data.
  afterOpening(seedNewEmbedded);
  try {
    const handle = await getDatabase();
    await rereadRetiredKeys();
    if (handle.kind === "embedded") {
      // Plain text on purpose: people read (and tests grep) the demo sign-ins in the console.
      console.log(describeDemoAccounts("Redline Parts is using the embedded database."));
    }
  } catch (error) {
    // A database server that is down at start-up is not fatal: requests answer 503 until it is
    // back, and the first one after that opens (and migrates) it.
    logger.error({ err: error }, "The database could not be opened at start-up");
  }
  // Queued jobs (mails, late refunds, the sweep that expires unpaid orders past their hold) run
  // here unless separate `npm run worker` processes take them.
  const { config } = await import("@/lib/config");
  if (config().jobWorkersInApp) {
    const { keepJobWorkersRunning } = await import("@/lib/jobs/start");
    keepJobWorkersRunning();
  } else if (!config().databaseUrl) {
    // `npm run worker` cannot open the embedded database: nothing would ever send a mail.
    logger.warn("JOB_WORKERS=off on the embedded database: no process runs the queued mails");
  }
}

// Next.js reports here every error that failed a request it served (a page's render, say): one
// caused by the database being out of reach makes that page's answer a 503.
export const onRequestError: Instrumentation.onRequestError = async (error) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteRequestError } = await import("@/lib/http/page-outage-status");
  noteRequestError(error);
};
