CREATE TYPE "public"."tax_exemption_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "tax_exemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"user_id" text,
	"certificate_number" text NOT NULL,
	"state" text NOT NULL,
	"expires_on" date NOT NULL,
	"status" "tax_exemption_status" DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_exemptions_one_holder" CHECK (("tax_exemptions"."company_id" IS NULL) <> ("tax_exemptions"."user_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"state" text PRIMARY KEY NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"shipping_taxable" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate" >= 0 AND "tax_rates"."rate" < 20)
);
--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_exemptions_holder_state_unique" ON "tax_exemptions" USING btree (COALESCE("company_id", "user_id"),"state");--> statement-breakpoint
CREATE INDEX "tax_exemptions_created_at_id_idx" ON "tax_exemptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tax_exemptions_status_idx" ON "tax_exemptions" USING btree ("status");