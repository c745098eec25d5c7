ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_only_when_shipped" CHECK ("orders"."tracking_number" IS NULL OR "orders"."shipped");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_has_tracking" CHECK ("orders"."carrier" IS NULL OR "orders"."tracking_number" IS NOT NULL);