ALTER TABLE "orders" ADD COLUMN "shipping_service" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exempt_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exemption_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exempt_certificate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "destination_defaulted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "shipping_service" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "delivery_by" date;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "taxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "exempt_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tax_exemption_id" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tax_exempt_certificate" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "destination_defaulted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_exemption_id_tax_exemptions_id_fk" FOREIGN KEY ("tax_exemption_id") REFERENCES "public"."tax_exemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_tax_exemption_id_tax_exemptions_id_fk" FOREIGN KEY ("tax_exemption_id") REFERENCES "public"."tax_exemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_service_check" CHECK ("orders"."shipping_service" IS NULL OR "orders"."shipping_service" IN ('ground', 'express'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_cents_check" CHECK ("orders"."shipping_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_cents_check" CHECK ("orders"."tax_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taxable_cents_check" CHECK ("orders"."taxable_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exempt_cents_check" CHECK ("orders"."exempt_cents" >= 0);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_shipping_service_check" CHECK ("checkouts"."shipping_service" IS NULL OR "checkouts"."shipping_service" IN ('ground', 'express'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_shipping_cents_check" CHECK ("checkouts"."shipping_cents" >= 0);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_tax_cents_check" CHECK ("checkouts"."tax_cents" >= 0);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_taxable_cents_check" CHECK ("checkouts"."taxable_cents" >= 0);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_exempt_cents_check" CHECK ("checkouts"."exempt_cents" >= 0);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_subtotal_cents_check" CHECK ("checkouts"."subtotal_cents" >= 0);