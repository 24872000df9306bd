CREATE TABLE "broadcast_translations" (
	"broadcast_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "broadcast_translations_broadcast_id_lang_pk" PRIMARY KEY("broadcast_id","lang")
);
--> statement-breakpoint
ALTER TABLE "user_messages" ALTER COLUMN "title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "broadcast_translations" ADD CONSTRAINT "broadcast_translations_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;