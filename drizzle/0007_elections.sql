CREATE TABLE "election_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "election_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"election_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"details" jsonb NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "election_ballot_choices" (
	"ballot_id" uuid NOT NULL,
	"contest_id" uuid NOT NULL,
	"option_id" uuid,
	"write_in" text,
	CONSTRAINT "election_ballot_choices_one_check" CHECK (("election_ballot_choices"."option_id" is null) <> ("election_ballot_choices"."write_in" is null))
);
--> statement-breakpoint
CREATE TABLE "election_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"election_id" uuid NOT NULL,
	"receipt" text NOT NULL,
	"weight" numeric NOT NULL,
	"cast_on" date NOT NULL,
	"unit_id" uuid,
	"revote_key" text
);
--> statement-breakpoint
CREATE TABLE "election_contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"election_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"write_in" boolean DEFAULT false NOT NULL,
	"threshold_numerator" integer,
	"threshold_denominator" integer,
	"threshold_base" text,
	"threshold_comparison" text,
	CONSTRAINT "election_contests_seats_check" CHECK ("election_contests"."seats" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "election_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"election_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"holder" text DEFAULT 'owner' NOT NULL,
	"proxy_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "election_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "election_participation" (
	"election_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"method" text NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entered_by" uuid,
	"entered_by_name" text,
	"revotes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "election_participation_election_id_unit_id_pk" PRIMARY KEY("election_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "election_proxies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"election_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"holder_email" text,
	"kind" text NOT NULL,
	"received_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"document_name" text,
	"document_type" text,
	"document" "bytea",
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "election_reminder_runs" (
	"election_id" uuid NOT NULL,
	"round" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "election_reminder_runs_election_id_round_pk" PRIMARY KEY("election_id","round")
);
--> statement-breakpoint
CREATE TABLE "election_roll" (
	"election_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"label" text NOT NULL,
	"sort_key" text NOT NULL,
	"weight" numeric NOT NULL,
	"owners" jsonb NOT NULL,
	CONSTRAINT "election_roll_election_id_unit_id_pk" PRIMARY KEY("election_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"secret" boolean NOT NULL,
	"revote_allowed" boolean NOT NULL,
	"results_visibility" text DEFAULT 'voters' NOT NULL,
	"quorum_percent" numeric NOT NULL,
	"quorum_basis" text NOT NULL,
	"reminder_days" integer[] DEFAULT '{7,1}'::integer[] NOT NULL,
	"roll_hash" text,
	"roll_units" integer,
	"roll_weight" numeric,
	"results" jsonb,
	"ballot_digest" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"certified_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "elections_window_check" CHECK ("elections"."closes_at" > "elections"."opens_at"),
	CONSTRAINT "elections_quorum_check" CHECK ("elections"."quorum_percent" >= 0 and "elections"."quorum_percent" <= 100 and scale("elections"."quorum_percent") <= 2)
);
--> statement-breakpoint
ALTER TABLE "election_audit" ADD CONSTRAINT "election_audit_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_ballot_choices" ADD CONSTRAINT "election_ballot_choices_ballot_id_election_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."election_ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_ballots" ADD CONSTRAINT "election_ballots_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_contests" ADD CONSTRAINT "election_contests_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_credentials" ADD CONSTRAINT "election_credentials_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_options" ADD CONSTRAINT "election_options_contest_id_election_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."election_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_participation" ADD CONSTRAINT "election_participation_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_participation" ADD CONSTRAINT "election_participation_entered_by_staff_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_proxies" ADD CONSTRAINT "election_proxies_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_proxies" ADD CONSTRAINT "election_proxies_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_reminder_runs" ADD CONSTRAINT "election_reminder_runs_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_roll" ADD CONSTRAINT "election_roll_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "election_audit_seq_idx" ON "election_audit" USING btree ("election_id","seq");--> statement-breakpoint
CREATE INDEX "election_ballot_choices_ballot_idx" ON "election_ballot_choices" USING btree ("ballot_id");--> statement-breakpoint
CREATE INDEX "election_ballot_choices_contest_idx" ON "election_ballot_choices" USING btree ("contest_id","option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "election_ballots_receipt_idx" ON "election_ballots" USING btree ("election_id","receipt");--> statement-breakpoint
CREATE UNIQUE INDEX "election_ballots_unit_idx" ON "election_ballots" USING btree ("election_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "election_ballots_revote_idx" ON "election_ballots" USING btree ("election_id","revote_key");--> statement-breakpoint
CREATE UNIQUE INDEX "election_contests_position_idx" ON "election_contests" USING btree ("election_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "election_credentials_hash_idx" ON "election_credentials" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "election_credentials_unit_idx" ON "election_credentials" USING btree ("election_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "election_options_position_idx" ON "election_options" USING btree ("contest_id","position");--> statement-breakpoint
CREATE INDEX "election_proxies_unit_idx" ON "election_proxies" USING btree ("election_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "election_proxies_live_idx" ON "election_proxies" USING btree ("election_id","unit_id") WHERE "election_proxies"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "election_roll_sort_idx" ON "election_roll" USING btree ("election_id","sort_key");--> statement-breakpoint
CREATE INDEX "elections_community_idx" ON "elections" USING btree ("community_id","created_at");--> statement-breakpoint
CREATE INDEX "elections_due_idx" ON "elections" USING btree ("status","closes_at");