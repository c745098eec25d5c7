CREATE TYPE "public"."order_event_type" AS ENUM('placed', 'intent_created', 'paid', 'shipped', 'refunded', 'expired', 'deleted');--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"checkout_id" text,
	"type" "order_event_type" NOT NULL,
	"actor_uid" text,
	"actor_name" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "low_stock_qty" integer;--> statement-breakpoint
CREATE INDEX "order_events_order_id_created_at_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_low_stock_qty_not_negative" CHECK ("parts"."low_stock_qty" >= 0);