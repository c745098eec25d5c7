ALTER TABLE "parts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "weight" double precision;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "dimensions" jsonb;--> statement-breakpoint
CREATE INDEX "parts_retired_idx" ON "parts" USING btree ("part_number_key") WHERE "parts"."retired_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_weight_positive" CHECK ("parts"."weight" > 0);