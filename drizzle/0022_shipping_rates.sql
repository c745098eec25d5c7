CREATE TABLE "shipping_rates" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"rates" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "shipping_rates_one_row" CHECK ("shipping_rates"."id" = 'shop')
);
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;