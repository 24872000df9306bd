DROP INDEX "items_city_up_time_index";--> statement-breakpoint
DROP INDEX "items_shop_id_up_time_index";--> statement-breakpoint
DROP INDEX "items_city_sale_idx";--> statement-breakpoint
DROP INDEX "items_category_sale_idx";--> statement-breakpoint
CREATE INDEX "items_city_newest_idx" ON "items" USING btree ("city","status","up_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_shop_newest_idx" ON "items" USING btree ("shop_id","status","up_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_city_sale_idx" ON "items" USING btree ("city","status","sale_num" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_category_sale_idx" ON "items" USING btree ("category_id","city","status","sale_num" DESC NULLS FIRST,"id" DESC NULLS FIRST);