CREATE TABLE "item_search_documents" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"category_id" integer NOT NULL,
	"parent_category_id" integer,
	"style_id" integer,
	"shop_id" integer NOT NULL,
	"style_group_id" integer,
	"price" numeric(10, 2) NOT NULL,
	"up_time" timestamp with time zone NOT NULL,
	"sale_num" integer NOT NULL,
	"upload_num" integer NOT NULL,
	"colors" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"pattern" text NOT NULL,
	"fabric" text NOT NULL,
	"season" text NOT NULL,
	"suitable_age" text NOT NULL,
	"model_id" integer,
	"credit_level" smallint NOT NULL,
	"strength_type" smallint NOT NULL,
	"services" text[] NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_search_terms_idx" ON "item_search_documents" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "item_search_city_time_idx" ON "item_search_documents" USING btree ("city","up_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "item_search_city_price_idx" ON "item_search_documents" USING btree ("city","price");--> statement-breakpoint
CREATE INDEX "item_search_city_sales_idx" ON "item_search_documents" USING btree ("city","sale_num" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "item_search_city_uploads_idx" ON "item_search_documents" USING btree ("city","upload_num" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "item_search_category_idx" ON "item_search_documents" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "item_search_colors_idx" ON "item_search_documents" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "item_search_sizes_idx" ON "item_search_documents" USING gin ("sizes");