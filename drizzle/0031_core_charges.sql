ALTER TABLE "parts" ADD COLUMN "core_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "core_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cores_returned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_core_charge_not_negative" CHECK ("parts"."core_charge_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_core_charge_not_negative" CHECK ("orders"."core_charge_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cores_returned_in_range" CHECK ("orders"."cores_returned" >= 0 AND "orders"."cores_returned" <= "orders"."order_qty");