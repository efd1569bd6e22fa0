ALTER TABLE "services" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_check" CHECK ("services"."price" is null or "services"."price" >= 0);--> statement-breakpoint
-- The seeded services get their prices (server/db/seed/content.ts); a service the staff added waits for one.
UPDATE "services" SET "price" = 15000 WHERE "slug" = 'consultation';--> statement-breakpoint
UPDATE "services" SET "price" = 10000 WHERE "slug" = 'cupping';--> statement-breakpoint
UPDATE "services" SET "price" = 20000 WHERE "slug" = 'massage';
