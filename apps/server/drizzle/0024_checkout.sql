ALTER TABLE "coupon_receipts" ADD COLUMN "orders_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders made before checkout were goods only: their goods are their total.
ALTER TABLE "orders" ADD COLUMN "goods_cents" integer;--> statement-breakpoint
UPDATE "orders" SET "goods_cents" = "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "goods_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quality_check_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quality_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_receipt_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;