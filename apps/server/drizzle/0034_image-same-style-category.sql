-- Same style holds only within one leaf category (decision 068): an item's picture rows carry it.
ALTER TABLE "image_item_pictures" ADD COLUMN "category_id" integer;--> statement-breakpoint
UPDATE "image_item_pictures" SET "category_id" = "items"."category_id" FROM "items" WHERE "items"."id" = "image_item_pictures"."item_id";--> statement-breakpoint
ALTER TABLE "image_item_pictures" ALTER COLUMN "category_id" SET NOT NULL;
