CREATE TABLE "survey_browser_marks" (
	"survey_id" uuid NOT NULL,
	"mark_hash" text NOT NULL,
	CONSTRAINT "survey_browser_marks_survey_id_mark_hash_pk" PRIMARY KEY("survey_id","mark_hash")
);
--> statement-breakpoint
CREATE TABLE "survey_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"unit_id" uuid,
	"owner_id" uuid,
	"recipient" text NOT NULL,
	"units" text DEFAULT '' NOT NULL,
	"emails" text[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"used_on" date,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"survey_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"position" integer NOT NULL,
	"page" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"prompt" text NOT NULL,
	"help" text,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb,
	"allow_other" boolean DEFAULT false NOT NULL,
	"min" double precision,
	"max" double precision,
	"rows" jsonb,
	"scale" jsonb,
	"show_if" jsonb,
	"confidential" boolean DEFAULT false NOT NULL,
	"dynamic_options" text,
	CONSTRAINT "survey_questions_survey_id_id_pk" PRIMARY KEY("survey_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_reminder_runs" (
	"survey_id" uuid NOT NULL,
	"round" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_reminder_runs_survey_id_round_pk" PRIMARY KEY("survey_id","round")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"community" text,
	"role" text,
	"submitted_on" date NOT NULL,
	"submitted_at" timestamp with time zone,
	"respondent" jsonb
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thank_you" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"audience" text DEFAULT 'open' NOT NULL,
	"community_id" uuid,
	"invite_per" text DEFAULT 'owner' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"response_limit" integer,
	"response_count" integer DEFAULT 0 NOT NULL,
	"results_public" boolean DEFAULT false NOT NULL,
	"community_question_id" uuid,
	"role_question_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"shuffled_on" date,
	CONSTRAINT "surveys_status_check" CHECK ("surveys"."status" in ('draft', 'published', 'closed')),
	CONSTRAINT "surveys_audience_check" CHECK ("surveys"."audience" in ('open', 'invitation')),
	CONSTRAINT "surveys_invite_per_check" CHECK ("surveys"."invite_per" in ('owner', 'unit')),
	CONSTRAINT "surveys_limit_check" CHECK ("surveys"."response_limit" is null or "surveys"."response_limit" > 0),
	CONSTRAINT "surveys_count_check" CHECK ("surveys"."response_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "survey_browser_marks" ADD CONSTRAINT "survey_browser_marks_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_unit_id_community_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."community_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_owner_id_community_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."community_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reminder_runs" ADD CONSTRAINT "survey_reminder_runs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_token_idx" ON "survey_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "survey_invitations_survey_idx" ON "survey_invitations" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_owner_idx" ON "survey_invitations" USING btree ("survey_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_unit_idx" ON "survey_invitations" USING btree ("survey_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_position_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_reminder_runs_idx" ON "survey_reminder_runs" USING btree ("survey_id","ran_at");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id","submitted_on");--> statement-breakpoint
CREATE INDEX "survey_responses_filter_idx" ON "survey_responses" USING btree ("survey_id","community","role");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_slug_idx" ON "surveys" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "surveys_community_idx" ON "surveys" USING btree ("community_id");