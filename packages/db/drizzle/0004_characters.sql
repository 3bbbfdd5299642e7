ALTER TABLE "characters" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "error" text;--> statement-breakpoint
CREATE INDEX "characters_public_idx" ON "characters" USING btree ("is_public","created_at");