-- Manage Orders, Manage Users and Manage Products at scale (issue 16, `npm run bench:admin`): the
-- indexes their sorts, searches and filters walk; see models/orders.ts, users.ts, parts.ts.
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "parts_low_stock_idx" ON "parts" USING btree ("created_at","id") WHERE "parts"."available_qty" < coalesce("parts"."low_stock_qty", 2 * "parts"."order_qty");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_author_name_trgm_idx" ON "orders" USING gin ("author_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_author_email_trgm_idx" ON "orders" USING gin ("author_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_product_name_trgm_idx" ON "orders" USING gin ("product_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_transaction_id_idx" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree (("price_cents"::bigint * "order_qty"),"id");