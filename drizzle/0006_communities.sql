CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"association_type" text NOT NULL,
	"city" text,
	"county" text,
	"weight_basis" text DEFAULT 'unit' NOT NULL,
	"quorum_percent" numeric DEFAULT '0' NOT NULL,
	"quorum_basis" text DEFAULT 'units' NOT NULL,
	"secret_ballot_default" boolean DEFAULT true NOT NULL,
	"revote_allowed_default" boolean DEFAULT false NOT NULL,
	"proxy_validity_months" integer DEFAULT 11 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_weight_basis_check" CHECK ("communities"."weight_basis" in ('unit', 'percentage', 'custom')),
	CONSTRAINT "communities_quorum_basis_check" CHECK ("communities"."quorum_basis" in ('units', 'weight')),
	CONSTRAINT "communities_quorum_percent_check" CHECK ("communities"."quorum_percent" >= 0 and "communities"."quorum_percent" <= 100 and scale("communities"."quorum_percent") <= 2),
	CONSTRAINT "communities_proxy_months_check" CHECK ("communities"."proxy_validity_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "community_memberships" (
	"user_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"role" text DEFAULT 'board' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_memberships_user_id_community_id_pk" PRIMARY KEY("user_id","community_id"),
	CONSTRAINT "community_memberships_role_check" CHECK ("community_memberships"."role" in ('board', 'inspector'))
);
--> statement-breakpoint
CREATE TABLE "community_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"owner_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"mailing_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"label" text NOT NULL,
	"label_key" text NOT NULL,
	"sort_key" text NOT NULL,
	"address" text,
	"weight" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_units_weight_check" CHECK ("community_units"."weight" > 0 and scale("community_units"."weight") <= 6)
);
--> statement-breakpoint
CREATE TABLE "roll_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roll_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"community_id" uuid NOT NULL,
	"unit_id" uuid,
	"unit_label" text,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"acknowledged_total" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_owners" (
	"unit_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_owners_unit_id_owner_id_pk" PRIMARY KEY("unit_id","owner_id")
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "community_memberships" ADD CONSTRAINT "community_memberships_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_memberships" ADD CONSTRAINT "community_memberships_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_owners" ADD CONSTRAINT "community_owners_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_units" ADD CONSTRAINT "community_units_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_events" ADD CONSTRAINT "roll_events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_events" ADD CONSTRAINT "roll_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_owners" ADD CONSTRAINT "unit_owners_unit_id_community_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."community_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_owners" ADD CONSTRAINT "unit_owners_owner_id_community_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."community_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communities_name_lower_idx" ON "communities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "community_memberships_community_idx" ON "community_memberships" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_owners_key_idx" ON "community_owners" USING btree ("community_id","owner_key");--> statement-breakpoint
CREATE INDEX "community_owners_email_idx" ON "community_owners" USING btree ("community_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "community_units_label_idx" ON "community_units" USING btree ("community_id","label_key");--> statement-breakpoint
CREATE INDEX "community_units_sort_idx" ON "community_units" USING btree ("community_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "roll_events_community_idx" ON "roll_events" USING btree ("community_id","id");--> statement-breakpoint
CREATE INDEX "roll_events_unit_idx" ON "roll_events" USING btree ("unit_id","id");--> statement-breakpoint
CREATE INDEX "unit_owners_owner_idx" ON "unit_owners" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('admin', 'manager', 'board'));