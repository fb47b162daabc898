ALTER TABLE "law_sections" ADD COLUMN "effective" text;--> statement-breakpoint
ALTER TABLE "law_sections" ADD COLUMN "stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "law_sections" ADD COLUMN "copy_year" integer;--> statement-breakpoint
ALTER TABLE "law_sections" ADD COLUMN "stale_note" text;