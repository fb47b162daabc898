CREATE TABLE "consultation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"age" text,
	"goals" text NOT NULL,
	CONSTRAINT "consultation_requests_status_check" CHECK (status in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"community" text,
	"message" text NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK (status in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "feedback_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"rating" integer NOT NULL,
	"comments" text,
	"email" text,
	CONSTRAINT "feedback_submissions_status_check" CHECK (status in ('new', 'in_progress', 'done')),
	CONSTRAINT "feedback_submissions_rating_check" CHECK ("feedback_submissions"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"name" text NOT NULL,
	"board_position" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"community_name" text NOT NULL,
	"total_units" integer,
	"answers" jsonb NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK (status in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "rental_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"community" text NOT NULL,
	"unit_address" text NOT NULL,
	"owner_name" text NOT NULL,
	"owner_email" text NOT NULL,
	"owner_phone" text NOT NULL,
	"owner_mailing_address" text NOT NULL,
	"tenants" jsonb NOT NULL,
	"lease_start" date NOT NULL,
	"lease_end" date,
	"occupant_count" integer NOT NULL,
	"vehicles" jsonb NOT NULL,
	"emergency_contact" jsonb NOT NULL,
	"rules_acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_registrations_status_check" CHECK (status in ('new', 'in_progress', 'done')),
	CONSTRAINT "rental_registrations_lease_check" CHECK ("rental_registrations"."lease_end" is null or "rental_registrations"."lease_end" >= "rental_registrations"."lease_start")
);
--> statement-breakpoint
CREATE TABLE "submission_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_type" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"from_status" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_activity_kind_check" CHECK ("submission_activity"."kind" in ('note', 'status'))
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_type" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"field" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_files_size_check" CHECK ("submission_files"."size_bytes" between 1 and 10485760)
);
--> statement-breakpoint
ALTER TABLE "submission_activity" ADD CONSTRAINT "submission_activity_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_requests_reference_idx" ON "consultation_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "consultation_requests_status_created_idx" ON "consultation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_reference_idx" ON "contact_messages" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_submissions_reference_idx" ON "feedback_submissions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "feedback_submissions_status_created_idx" ON "feedback_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_reference_idx" ON "quote_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_registrations_reference_idx" ON "rental_registrations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "rental_registrations_status_created_idx" ON "rental_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "submission_activity_submission_idx" ON "submission_activity" USING btree ("submission_type","submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("submission_type","submission_id");