CREATE TABLE "book_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"options" jsonb NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"preflight" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"author" text NOT NULL,
	"type" text NOT NULL,
	"pages" integer NOT NULL,
	"quality" text DEFAULT 'standard' NOT NULL,
	"trim_size" text NOT NULL,
	"include_bleed" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"progress" jsonb,
	"error" text,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"job_id" text,
	"request" jsonb NOT NULL,
	"plan" jsonb,
	"document" jsonb,
	"cover_key" text,
	"cover_template_id" text,
	"character_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "character_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"character_id" uuid NOT NULL,
	"image_key" text NOT NULL,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"appearance" text,
	"personality" text,
	"style" text,
	"bible" jsonb,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cover_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"style" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_key" text NOT NULL,
	"thumb_key" text,
	"width" integer,
	"height" integer,
	"prompt" text,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"prompt_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_exports" ADD CONSTRAINT "book_exports_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_exports" ADD CONSTRAINT "book_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_images" ADD CONSTRAINT "character_images_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_templates" ADD CONSTRAINT "cover_templates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_history" ADD CONSTRAINT "prompt_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_exports_book_idx" ON "book_exports" USING btree ("book_id","format");--> statement-breakpoint
CREATE INDEX "books_user_created_idx" ON "books" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "books_status_updated_idx" ON "books" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "books_user_idempotency_idx" ON "books" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "character_images_character_idx" ON "character_images" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "characters_user_idx" ON "characters" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cover_templates_user_idx" ON "cover_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prompt_history_user_kind_idx" ON "prompt_history" USING btree ("user_id","kind","created_at");