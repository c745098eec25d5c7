DROP INDEX "parts_created_at_idx";--> statement-breakpoint
CREATE INDEX "parts_created_at_id_idx" ON "parts" USING btree ("created_at","id");