CREATE TABLE "fitments" (
	"part_id" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"quantity" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "fitments_part_id_vehicle_id_position_pk" PRIMARY KEY("part_id","vehicle_id","position"),
	CONSTRAINT "fitments_quantity_positive" CHECK ("fitments"."quantity" IS NULL OR "fitments"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "garage_vehicles" (
	"user_id" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_vehicles_user_id_vehicle_id_pk" PRIMARY KEY("user_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"submodel" text DEFAULT '' NOT NULL,
	"engine" text DEFAULT '' NOT NULL,
	"make_slug" text NOT NULL,
	"model_slug" text NOT NULL,
	CONSTRAINT "vehicles_year_range" CHECK ("vehicles"."year" BETWEEN 1900 AND 2100)
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "universal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitments_vehicle_part_idx" ON "fitments" USING btree ("vehicle_id","part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_identity_idx" ON "vehicles" USING btree ("year","make","model","submodel","engine");--> statement-breakpoint
CREATE INDEX "vehicles_page_idx" ON "vehicles" USING btree ("make_slug","model_slug","year");--> statement-breakpoint
CREATE INDEX "parts_universal_idx" ON "parts" USING btree ("id") WHERE "parts"."universal";