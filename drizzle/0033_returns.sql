CREATE TYPE "public"."return_reason" AS ENUM('core', 'not-needed', 'wrong-part', 'damaged', 'defective', 'missing-pieces');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'approved', 'received', 'refunded', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."payment_event_type" ADD VALUE 'return_refunded';--> statement-breakpoint
ALTER TYPE "public"."order_event_type" ADD VALUE 'return_requested';--> statement-breakpoint
ALTER TYPE "public"."order_event_type" ADD VALUE 'return_received';--> statement-breakpoint
ALTER TYPE "public"."order_event_type" ADD VALUE 'return_refunded';--> statement-breakpoint
ALTER TYPE "public"."order_event_type" ADD VALUE 'return_rejected';--> statement-breakpoint
CREATE SEQUENCE "public"."credit_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('CN-' || nextval('credit_note_number_seq')) NOT NULL,
	"invoice_id" text NOT NULL,
	"return_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"status" "return_status" NOT NULL,
	"actor_uid" text,
	"actor_name" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('RMA-' || lpad(nextval('return_number_seq')::text, 6, '0')) NOT NULL,
	"order_id" text NOT NULL,
	"uid" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" "return_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"vehicle_id" text,
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"refund_cents" integer,
	"restocked" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_quantity_positive" CHECK ("returns"."quantity" > 0),
	CONSTRAINT "returns_refund_not_negative" CHECK ("returns"."refund_cents" IS NULL OR "returns"."refund_cents" >= 0),
	CONSTRAINT "returns_rejected_has_reason" CHECK ("returns"."status" <> 'rejected' OR "returns"."rejection_reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_paid_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_return_unique" ON "credit_notes" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "return_events_return_id_idx" ON "return_events" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_unique" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_order_id_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_uid_created_at_idx" ON "returns" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "returns_created_at_id_idx" ON "returns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "returns_wrong_part_idx" ON "returns" USING btree ("created_at") WHERE "returns"."reason" = 'wrong-part';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_cents" >= 0 AND "invoices"."credited_cents" >= 0 AND "invoices"."paid_cents" + "invoices"."credited_cents" <= "invoices"."total_cents");