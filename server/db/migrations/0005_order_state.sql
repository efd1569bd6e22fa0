CREATE TYPE "public"."order_state" AS ENUM('pending_payment', 'paid', 'overpaid', 'paid_after_expiry', 'preparing', 'shipped', 'ready_for_pickup', 'delivered', 'collected', 'cancelled', 'expired', 'refunded');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "state" "order_state" DEFAULT 'pending_payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_state_updated_idx" ON "orders" USING btree ("state","updated_at");--> statement-breakpoint
-- Issue #20: the order machine's state is stored, derived once from the old columns exactly as the back
-- office's SQL CASE (server/routes/admin/order-state.ts) derived it; then the old columns go. Compared as
-- text: 'expired' was added to order_status by ALTER TYPE in an earlier migration, which PostgreSQL
-- refuses to use in the same transaction (a fresh database runs every migration in one).
UPDATE "orders" SET "state" = (case
  when "fulfilment"::text = 'refunded' then 'refunded'
  when "status"::text = 'paid' and exists (select 1 from "order_reviews" r where r."order_id" = "orders"."id" and r."resolved_at" is null and r."reason" = 'paid_after_expiry') then 'paid_after_expiry'
  when "fulfilment" is not null then "fulfilment"::text
  when "status"::text = 'paid' and exists (select 1 from "order_reviews" r where r."order_id" = "orders"."id" and r."resolved_at" is null and r."reason" = 'overpaid') then 'overpaid'
  when "status"::text = 'paid' then 'paid'
  when "status"::text = 'expired' then 'expired'
  else 'pending_payment' end)::"order_state";--> statement-breakpoint
DROP INDEX "orders_status_updated_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "fulfilment";--> statement-breakpoint
DROP TYPE "public"."order_fulfilment";--> statement-breakpoint
DROP TYPE "public"."order_status";
