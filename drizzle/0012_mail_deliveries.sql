-- Mails go out as jobs on pg-boss's queue (issue 17; pg-boss installs its own schema when the
-- database is migrated, lib/jobs/install.ts). A delivered mail job is recorded here by its id so
-- a retry never sends it twice.
CREATE TABLE "mail_deliveries" (
	"job_id" text PRIMARY KEY NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
