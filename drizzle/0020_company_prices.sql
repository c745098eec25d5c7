CREATE TABLE "company_prices" (
	"company_id" text NOT NULL,
	"part_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_prices_company_id_part_id_pk" PRIMARY KEY("company_id","part_id"),
	CONSTRAINT "company_prices_price_positive" CHECK ("company_prices"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "company_prices" ADD CONSTRAINT "company_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_prices" ADD CONSTRAINT "company_prices_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_prices_part_idx" ON "company_prices" USING btree ("part_id");