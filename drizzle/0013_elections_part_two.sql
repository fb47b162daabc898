CREATE TABLE "election_option_photos" (
	"option_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "election_tie_resolutions" (
	"election_id" uuid NOT NULL,
	"contest_id" uuid NOT NULL,
	"resolution" text NOT NULL,
	"winner_option_ids" uuid[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"runoff_election_id" uuid,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "election_tie_resolutions_election_id_contest_id_pk" PRIMARY KEY("election_id","contest_id"),
	CONSTRAINT "election_tie_resolutions_kind_check" CHECK ("election_tie_resolutions"."resolution" in ('lot', 'coin', 'runoff', 'board'))
);
--> statement-breakpoint
ALTER TABLE "election_contests" ADD COLUMN "method" text DEFAULT 'plurality' NOT NULL;--> statement-breakpoint
ALTER TABLE "election_options" ADD COLUMN "statement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "send_confirmations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "runoff_of" uuid;--> statement-breakpoint
ALTER TABLE "election_option_photos" ADD CONSTRAINT "election_option_photos_option_id_election_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."election_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_option_photos" ADD CONSTRAINT "election_option_photos_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_tie_resolutions" ADD CONSTRAINT "election_tie_resolutions_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_tie_resolutions" ADD CONSTRAINT "election_tie_resolutions_contest_id_election_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."election_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_tie_resolutions" ADD CONSTRAINT "election_tie_resolutions_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_contests" ADD CONSTRAINT "election_contests_method_check" CHECK ("election_contests"."method" in ('plurality', 'cumulative', 'approval'));