-- Issue 28: fitment import reports kept to be paged through (models/fitment-import-reports.ts),
-- and Manage Orders' search of the product's stemmed words (models/orders.ts).
CREATE TABLE "fitment_import_report_lines" (
	"report_id" text NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"status" text NOT NULL,
	"part_number" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "fitment_import_report_lines_report_id_seq_pk" PRIMARY KEY("report_id","seq"),
	CONSTRAINT "fitment_import_report_lines_status" CHECK ("fitment_import_report_lines"."status" IN ('add', 'change', 'unchanged', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "fitment_import_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"applied" boolean NOT NULL,
	"summary" jsonb NOT NULL,
	"line_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fitment_import_report_lines" ADD CONSTRAINT "fitment_import_report_lines_report_id_fitment_import_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."fitment_import_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment_import_reports" ADD CONSTRAINT "fitment_import_reports_owner_uid_users_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitment_import_report_lines_status_idx" ON "fitment_import_report_lines" USING btree ("report_id","status","seq");--> statement-breakpoint
CREATE INDEX "fitment_import_reports_expires_at_idx" ON "fitment_import_reports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fitment_import_reports_owner_created_at_idx" ON "fitment_import_reports" USING btree ("owner_uid","created_at");--> statement-breakpoint
CREATE INDEX "orders_product_words_idx" ON "orders" USING gin (to_tsvector('english', "product_name")) WITH (fastupdate=false);