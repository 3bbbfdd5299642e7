CREATE TABLE "page_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"page_id" integer NOT NULL,
	"image" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_pages" ADD COLUMN "vision_check" jsonb;--> statement-breakpoint
ALTER TABLE "page_checks" ADD CONSTRAINT "page_checks_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_checks_book_time_idx" ON "page_checks" USING btree ("book_id","created_at");