ALTER TABLE "orders" ADD COLUMN "ship_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_zip" text;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "zip" text;