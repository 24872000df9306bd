-- Names say stall where they mean a stall (issue 27 point 5): the stall tables, their keys and indexes; a
-- listing's platform shop is platform_shop_id. Columns named shop_id that point at a stall keep the spec's name.
ALTER TABLE "blocked_shops" RENAME TO "blocked_stalls";
--> statement-breakpoint
ALTER INDEX "blocked_shops_user_id_created_at_index" RENAME TO "blocked_stalls_user_id_created_at_index";
--> statement-breakpoint
ALTER TABLE "blocked_stalls" RENAME CONSTRAINT "blocked_shops_user_id_users_id_fk" TO "blocked_stalls_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "blocked_stalls" RENAME CONSTRAINT "blocked_shops_shop_id_shops_id_fk" TO "blocked_stalls_shop_id_stalls_id_fk";
--> statement-breakpoint
ALTER TABLE "blocked_stalls" RENAME CONSTRAINT "blocked_shops_user_id_shop_id_pk" TO "blocked_stalls_user_id_shop_id_pk";
--> statement-breakpoint
ALTER TABLE "followed_shops" RENAME TO "followed_stalls";
--> statement-breakpoint
ALTER INDEX "followed_shops_user_id_created_at_index" RENAME TO "followed_stalls_user_id_created_at_index";
--> statement-breakpoint
ALTER TABLE "followed_stalls" RENAME CONSTRAINT "followed_shops_user_id_users_id_fk" TO "followed_stalls_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "followed_stalls" RENAME CONSTRAINT "followed_shops_shop_id_shops_id_fk" TO "followed_stalls_shop_id_stalls_id_fk";
--> statement-breakpoint
ALTER TABLE "followed_stalls" RENAME CONSTRAINT "followed_shops_user_id_shop_id_pk" TO "followed_stalls_user_id_shop_id_pk";
--> statement-breakpoint
ALTER TABLE "listing_uploads" RENAME COLUMN "shop_id" TO "platform_shop_id";
--> statement-breakpoint
ALTER TABLE "listing_uploads" RENAME COLUMN "shop_name" TO "platform_shop_name";
--> statement-breakpoint
ALTER TABLE "order_lines" RENAME CONSTRAINT "order_lines_shop_id_shops_id_fk" TO "order_lines_shop_id_stalls_id_fk";
--> statement-breakpoint
ALTER TABLE "stall_keepers" RENAME CONSTRAINT "stall_keepers_shop_id_shops_id_fk" TO "stall_keepers_shop_id_stalls_id_fk";
--> statement-breakpoint
ALTER TABLE "shop_category_ranks" RENAME TO "stall_category_ranks";
--> statement-breakpoint
ALTER INDEX "shop_category_ranks_shop_id_index" RENAME TO "stall_category_ranks_shop_id_index";
--> statement-breakpoint
ALTER TABLE "stall_category_ranks" RENAME CONSTRAINT "shop_category_ranks_city_category_id_rank_pk" TO "stall_category_ranks_city_category_id_rank_pk";
--> statement-breakpoint
ALTER TABLE "stall_reminders" RENAME CONSTRAINT "stall_reminders_shop_id_shops_id_fk" TO "stall_reminders_shop_id_stalls_id_fk";
--> statement-breakpoint
ALTER TABLE "shop_credit_data" RENAME TO "stall_credit_data";
--> statement-breakpoint
ALTER TABLE "stall_credit_data" RENAME CONSTRAINT "shop_credit_data_shop_id_shops_id_fk" TO "stall_credit_data_shop_id_stalls_id_fk";
--> statement-breakpoint
ALTER TABLE "stall_credit_data" RENAME CONSTRAINT "shop_credit_data_shop_id_cycle_type_type_pk" TO "stall_credit_data_shop_id_cycle_type_type_pk";
--> statement-breakpoint
ALTER TABLE "shop_visits" RENAME TO "stall_visits";
--> statement-breakpoint
ALTER TABLE "stall_visits" RENAME CONSTRAINT "shop_visits_shop_id_shops_id_fk" TO "stall_visits_shop_id_stalls_id_fk";
--> statement-breakpoint
ALTER TABLE "stall_visits" RENAME CONSTRAINT "shop_visits_shop_id_day_visitor_pk" TO "stall_visits_shop_id_day_visitor_pk";
--> statement-breakpoint
ALTER TABLE "shops" RENAME TO "stalls";
--> statement-breakpoint
ALTER INDEX "shops_city_top_index" RENAME TO "stalls_city_top_index";
--> statement-breakpoint
ALTER INDEX "shops_bid_floor_id_index" RENAME TO "stalls_bid_floor_id_index";
--> statement-breakpoint
ALTER INDEX "shops_search_terms_idx" RENAME TO "stalls_search_terms_idx";
--> statement-breakpoint
ALTER INDEX "shops_pkey" RENAME TO "stalls_pkey";
--> statement-breakpoint
ALTER SEQUENCE "shops_id_seq" RENAME TO "stalls_id_seq";
