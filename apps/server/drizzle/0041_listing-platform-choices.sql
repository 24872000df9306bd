CREATE TABLE "listing_platform_choices" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"tool_id" integer NOT NULL,
	"way" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_platform_choices_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
ALTER TABLE "listing_platform_choices" ADD CONSTRAINT "listing_platform_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;