ALTER TABLE "item_search_documents" ADD COLUMN "removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item_search_documents" ADD COLUMN "writer" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "item_search_writer_idx" ON "item_search_documents" USING btree ("writer","item_id");