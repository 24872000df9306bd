ALTER TABLE "listing_uploads" ADD COLUMN "skus" jsonb;--> statement-breakpoint
ALTER TABLE "listing_uploads" ADD COLUMN "delisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_uploads" ADD COLUMN "sync_note" text;--> statement-breakpoint
ALTER TABLE "listing_uploads" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_uploads" ADD COLUMN "sync_sold_out_skus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_uploads_item_id_index" ON "listing_uploads" USING btree ("item_id") WHERE "listing_uploads"."status" = 'listed' and "listing_uploads"."delisted_at" is null;