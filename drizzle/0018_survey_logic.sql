ALTER TABLE "survey_questions" ADD COLUMN "jumps" jsonb;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "quotas" jsonb;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "shuffle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;