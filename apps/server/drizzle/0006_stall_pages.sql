ALTER TABLE "shops" ADD COLUMN "search_terms" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "item_search_shop_time_idx" ON "item_search_documents" USING btree ("shop_id","up_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_search_terms_idx" ON "shops" USING gin ("search_terms");