CREATE TABLE "shop_category_ranks" (
	"city" text NOT NULL,
	"category_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "shop_category_ranks_city_category_id_rank_pk" PRIMARY KEY("city","category_id","rank")
);
--> statement-breakpoint
CREATE INDEX "shop_category_ranks_shop_id_index" ON "shop_category_ranks" USING btree ("shop_id");