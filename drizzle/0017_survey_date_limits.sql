ALTER TABLE "survey_questions" ADD COLUMN "earliest" text;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "latest" text;