-- The admin's overview at 100,000 orders (issue 16, `npm run bench:admin`). Orders keep when they
-- were paid: the revenue read every paid order's ledger row to date it (1.7 s). Orders paid
-- before this migration take their ledger success's time, else when they were placed. The
-- low-stock list and count read one partial index ordered as the list is.
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "paid_at" = coalesce(
  (SELECT min("payments"."created_at") FROM "payments"
    WHERE "payments"."intent_id" = "orders"."transaction_id" AND "payments"."event_type" = 'succeeded'),
  "orders"."created_at")
WHERE "orders"."paid";--> statement-breakpoint
CREATE INDEX "parts_low_stock_ratio_idx" ON "parts" USING btree (("available_qty"::float8 / nullif(coalesce("low_stock_qty", 2 * "order_qty"), 0)),"product_name","id") WHERE "parts"."available_qty" < coalesce("parts"."low_stock_qty", 2 * "parts"."order_qty");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree (coalesce("paid_at", "created_at")) WHERE "orders"."paid";
