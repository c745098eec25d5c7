ALTER TABLE "garage_vehicles" DROP CONSTRAINT "garage_vehicles_user_id_vehicle_id_pk";--> statement-breakpoint
ALTER TABLE "garage_vehicles" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD COLUMN "id" text;--> statement-breakpoint
UPDATE "garage_vehicles" SET "id" = gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD COLUMN "unit_number" text;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_vehicles_user_idx" ON "garage_vehicles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "garage_vehicles_company_idx" ON "garage_vehicles" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_user_vin_idx" ON "garage_vehicles" USING btree ("user_id","vin") WHERE "garage_vehicles"."user_id" IS NOT NULL AND "garage_vehicles"."vin" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_company_vin_idx" ON "garage_vehicles" USING btree ("company_id","vin") WHERE "garage_vehicles"."company_id" IS NOT NULL AND "garage_vehicles"."vin" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_user_vehicle_idx" ON "garage_vehicles" USING btree ("user_id","vehicle_id") WHERE "garage_vehicles"."user_id" IS NOT NULL AND "garage_vehicles"."vin" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_company_vehicle_idx" ON "garage_vehicles" USING btree ("company_id","vehicle_id") WHERE "garage_vehicles"."company_id" IS NOT NULL AND "garage_vehicles"."vin" IS NULL;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_one_owner" CHECK (("garage_vehicles"."user_id" IS NULL) <> ("garage_vehicles"."company_id" IS NULL));--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_label_length" CHECK (char_length("garage_vehicles"."label") <= 60);--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_unit_number_length" CHECK (char_length("garage_vehicles"."unit_number") <= 30);