// `npm run worker`: a process that runs only the queued jobs (the shop's mails) on the PostgreSQL
// server, beside app instances started with JOB_WORKERS=off (or as extra hands beside in-app
// workers: pg-boss gives each job to one worker). Stops gracefully on SIGINT or SIGTERM, letting
// the running job finish.
import { config } from "@/lib/config";
import { closeDatabase } from "@/lib/db";
import { keepJobWorkersRunning } from "@/lib/jobs/start";
import { logger } from "@/lib/log";
import { refuseBadStartConfig } from "@/lib/start-check";

refuseBadStartConfig();

if (!config().databaseUrl) {
  console.error(
    "npm run worker needs DATABASE_URL: the embedded database belongs to the app's one process, which runs the jobs itself.",
  );
  process.exit(1);
}

const stop = keepJobWorkersRunning();
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    logger.info({ signal }, "Stopping the job workers");
    void stop()
      .then(closeDatabase)
      .finally(() => process.exit(0));
  });
