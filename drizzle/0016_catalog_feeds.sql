CREATE TABLE "part_import_chunks" (
	"import_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "part_import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "part_import_lines" (
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"part_number" text NOT NULL,
	"action" text NOT NULL,
	"changes" text[] NOT NULL,
	"message" text NOT NULL,
	"write" jsonb,
	CONSTRAINT "part_import_lines_import_id_line_pk" PRIMARY KEY("import_id","line"),
	CONSTRAINT "part_import_lines_action" CHECK ("part_import_lines"."action" IN ('add', 'change', 'unchanged', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "part_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"format" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'check' NOT NULL,
	"applied_through" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"summary" jsonb DEFAULT '{"add":0,"change":0,"unchanged":0,"refused":0}'::jsonb NOT NULL,
	"ignored" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pies" jsonb,
	"error" text,
	"file_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "part_imports_state" CHECK ("part_imports"."state" IN ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "part_imports_phase" CHECK ("part_imports"."phase" IN ('check', 'apply')),
	CONSTRAINT "part_imports_format" CHECK ("part_imports"."format" IN ('csv', 'pies'))
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "supersedes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "supersedes_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "part_import_chunks" ADD CONSTRAINT "part_import_chunks_import_id_part_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."part_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_import_lines" ADD CONSTRAINT "part_import_lines_import_id_part_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."part_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_imports" ADD CONSTRAINT "part_imports_owner_uid_users_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_import_lines_action_idx" ON "part_import_lines" USING btree ("import_id","action","line");--> statement-breakpoint
CREATE INDEX "part_imports_owner_created_at_idx" ON "part_imports" USING btree ("owner_uid","created_at");--> statement-breakpoint
CREATE INDEX "parts_supersedes_keys_idx" ON "parts" USING gin ("supersedes_keys");