CREATE TYPE "public"."test_intent_status" AS ENUM('requires_payment_method', 'succeeded', 'canceled');--> statement-breakpoint
CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text,
	"amount_cents" integer NOT NULL,
	"status" "test_intent_status" DEFAULT 'requires_payment_method' NOT NULL,
	"last_error" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "test_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_intents_amount_positive" CHECK ("test_payment_intents"."amount_cents" > 0),
	CONSTRAINT "test_intents_refund_within_amount" CHECK ("test_payment_intents"."refunded_cents" BETWEEN 0 AND "test_payment_intents"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "detail" text;--> statement-breakpoint
CREATE INDEX "orders_part_id_idx" ON "orders" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_unique" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_intent" ON "payments" USING btree ("provider","intent_id") WHERE "payments"."event_type" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_refund_per_intent" ON "payments" USING btree ("provider","intent_id") WHERE "payments"."event_type" = 'refunded';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_has_transaction" CHECK (NOT "orders"."paid" OR "orders"."transaction_id" IS NOT NULL);