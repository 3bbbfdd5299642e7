ALTER TABLE "cover_templates" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "cover_templates" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "cover_templates" ADD COLUMN "art_key" text;--> statement-breakpoint
ALTER TABLE "cover_templates" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "cover_templates" ADD COLUMN "credits_charged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cover_templates_gallery_idx" ON "cover_templates" USING btree ("style","created_at");