CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slot" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"size_bytes" bigint,
	"sha256" text,
	"error" text,
	"requested_by" text NOT NULL,
	"duration_ms" integer,
	CONSTRAINT "backup_runs_slot_check" CHECK (("backup_runs"."kind" = 'scheduled') = ("backup_runs"."slot" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_slot_idx" ON "backup_runs" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at");