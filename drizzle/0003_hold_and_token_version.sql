ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_hold_until_idx" ON "orders" USING btree ("hold_until") WHERE NOT "orders"."paid" AND "orders"."expired_at" IS NULL;