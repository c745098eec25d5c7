ALTER TABLE "orders" ADD COLUMN "vehicle_id" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "vehicle_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_vehicle_id_idx" ON "orders" USING btree ("vehicle_id","created_at");