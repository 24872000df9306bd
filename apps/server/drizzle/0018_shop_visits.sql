CREATE TABLE "shop_visits" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "shop_visits_shop_id_day_visitor_pk" PRIMARY KEY("shop_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "shop_visits" ADD CONSTRAINT "shop_visits_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;