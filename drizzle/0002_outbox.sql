CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"provider_message_id" text,
	"subject_type" text,
	"subject_id" text,
	CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('waiting', 'sending', 'sent', 'failed')),
	CONSTRAINT "outbox_messages_attempts_check" CHECK ("outbox_messages"."attempts" >= 0),
	CONSTRAINT "outbox_messages_to_check" CHECK (cardinality("outbox_messages"."to_addresses") >= 1)
);
--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "outbox_messages_lease_idx" ON "outbox_messages" USING btree ("lease_expires_at") WHERE "outbox_messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "outbox_messages_status_created_idx" ON "outbox_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_subject_idx" ON "outbox_messages" USING btree ("subject_type","subject_id");