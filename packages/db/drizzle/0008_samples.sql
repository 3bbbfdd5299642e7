CREATE TABLE "cover_gen_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"planned" integer NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sample_books" (
	"book_id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid,
	"is_public" boolean DEFAULT false NOT NULL,
	"watermark_text" text,
	"export_format" text DEFAULT 'both' NOT NULL,
	"pdf_key" text,
	"epub_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_gen_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cover_gen_runs" ADD CONSTRAINT "cover_gen_runs_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_books" ADD CONSTRAINT "sample_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_books" ADD CONSTRAINT "sample_books_run_id_story_gen_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."story_gen_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_gen_runs" ADD CONSTRAINT "story_gen_runs_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_gen_runs_created_idx" ON "cover_gen_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sample_books_public_created_idx" ON "sample_books" USING btree ("is_public","created_at");--> statement-breakpoint
CREATE INDEX "story_gen_runs_created_idx" ON "story_gen_runs" USING btree ("created_at");