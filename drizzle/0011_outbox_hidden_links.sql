ALTER TABLE "outbox_messages" ADD COLUMN "link_label" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "link_ref" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sealed_link" "bytea";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_sealed_link_check" CHECK ("outbox_messages"."sealed_link" is null or ("outbox_messages"."link_label" is not null and "outbox_messages"."status" in ('waiting', 'sending')));