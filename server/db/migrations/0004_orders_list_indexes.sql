DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_shipping_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shipping_created_at_id_idx" ON "orders" USING btree ("shipping_method","created_at","id");