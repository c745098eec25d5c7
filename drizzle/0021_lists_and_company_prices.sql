CREATE TABLE "part_list_lines" (
	"list_id" text NOT NULL,
	"part_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"saved_unit_price_cents" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_list_lines_list_id_part_id_pk" PRIMARY KEY("list_id","part_id"),
	CONSTRAINT "part_list_lines_quantity_positive" CHECK ("part_list_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "part_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_id" text,
	"user_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_lists_one_owner" CHECK (("part_lists"."company_id" IS NULL) <> ("part_lists"."user_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "company_prices" (
	"company_id" text NOT NULL,
	"part_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_prices_company_id_part_id_pk" PRIMARY KEY("company_id","part_id"),
	CONSTRAINT "company_prices_price_positive" CHECK ("company_prices"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "part_list_lines" ADD CONSTRAINT "part_list_lines_list_id_part_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."part_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_list_lines" ADD CONSTRAINT "part_list_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_lists" ADD CONSTRAINT "part_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_lists" ADD CONSTRAINT "part_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_lists" ADD CONSTRAINT "part_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_prices" ADD CONSTRAINT "company_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_prices" ADD CONSTRAINT "company_prices_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_list_lines_part_idx" ON "part_list_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "part_lists_company_idx" ON "part_lists" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "part_lists_user_idx" ON "part_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "part_lists_owner_name_unique" ON "part_lists" USING btree (COALESCE("company_id", "user_id"),lower("name"));--> statement-breakpoint
CREATE INDEX "company_prices_part_idx" ON "company_prices" USING btree ("part_id");