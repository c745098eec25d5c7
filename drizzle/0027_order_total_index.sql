DROP INDEX "orders_total_idx";--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree (("price_cents"::bigint * "order_qty" + "shipping_cents" + "tax_cents"),"id");