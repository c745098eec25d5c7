ALTER TABLE "parts" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "parts_gtin_idx" ON "parts" USING btree ("gtin") WHERE "parts"."gtin" is not null;