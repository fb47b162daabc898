CREATE TABLE "law_corpus_state" (
	"name" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"section_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"question" text NOT NULL,
	"community_type" text NOT NULL,
	"answer" text NOT NULL,
	"top_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"llm_answered" boolean NOT NULL,
	"out_of_corpus" boolean NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_sections" (
	"section" text PRIMARY KEY NOT NULL,
	"chapter_code" text NOT NULL,
	"chapter_name" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"text_status" text NOT NULL,
	"version" text,
	"history" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', replace(section, '-', ' ')), 'A') || setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', chapter_name), 'C') || setweight(to_tsvector('english', body), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "law_questions_created_at_idx" ON "law_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "law_sections_search_idx" ON "law_sections" USING gin ("search");