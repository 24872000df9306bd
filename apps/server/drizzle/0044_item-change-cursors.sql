-- Each consumer of the item changes keeps its own cursor (issue 28 point 3); changes and described pictures
-- carry the transaction that wrote them, so consumers and every process's image index read what committed since.
CREATE TABLE "item_change_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"handled" text DEFAULT '1:1:' NOT NULL,
	"target" text,
	"after_writer" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"after_id" bigint DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"batches" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_changes" ADD COLUMN "writer" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "image_pictures" ADD COLUMN "writer" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "item_changes_writer_idx" ON "item_changes" USING btree ("writer","id");--> statement-breakpoint
CREATE INDEX "image_pictures_writer_idx" ON "image_pictures" USING btree ("writer","id");