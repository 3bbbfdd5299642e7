ALTER TABLE "book_exports" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "book_exports_user_hash_idx" ON "book_exports" USING btree ("user_id","content_hash");