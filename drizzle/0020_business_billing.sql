CREATE TYPE "public"."checkout_approval" AS ENUM('awaiting', 'approved', 'declined');--> statement-breakpoint
CREATE TYPE "public"."checkout_payment" AS ENUM('card', 'account');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('open', 'overdue', 'paid');--> statement-breakpoint
ALTER TYPE "public"."order_event_type" ADD VALUE 'approved';--> statement-breakpoint
ALTER TYPE "public"."order_event_type" ADD VALUE 'declined';--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"received_at" date NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('INV-' || nextval('invoice_number_seq')) NOT NULL,
	"company_id" text NOT NULL,
	"checkout_id" text,
	"po_number" text,
	"total_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"status" "invoice_status" DEFAULT 'open' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" > 0),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_cents" >= 0 AND "invoices"."paid_cents" <= "invoices"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipped_only_when_paid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_has_transaction";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "on_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "payment" "checkout_payment" DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "approval" "checkout_approval";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "approval_decided_by" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_checkout_unique" ON "invoices" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_id_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" <> 'paid';--> statement-breakpoint
CREATE INDEX "orders_po_number_idx" ON "orders" USING btree (upper("po_number")) WHERE "orders"."po_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "checkouts_awaiting_idx" ON "checkouts" USING btree ("company_id","created_at") WHERE "checkouts"."approval" = 'awaiting';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_only_when_paid" CHECK (NOT "orders"."shipped" OR "orders"."paid" OR "orders"."on_account");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_has_transaction" CHECK (NOT "orders"."paid" OR "orders"."transaction_id" IS NOT NULL OR "orders"."on_account");--> statement-breakpoint
-- Orders billed on a company's invoice hold no stock hold and never expire: they are not the
-- unpaid holds this limit is about.
CREATE OR REPLACE FUNCTION may_hold_another_order(customer text, max_unpaid integer) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('unpaid:' || customer, 0));
  RETURN (
    SELECT count(DISTINCT coalesce(checkout_id, id))
    FROM orders
    WHERE uid = customer AND NOT paid AND expired_at IS NULL AND NOT on_account
  ) < max_unpaid;
END
$$;
