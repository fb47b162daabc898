-- Ballots are sealed under a key derived from the server secret, which SQL does not have: the plaintext
-- columns are kept under legacy names until the server seals them at the end of the start that applied this
-- migration (app/features/elections/legacy-upgrade.server.ts), which then drops them and sets NOT NULL.
ALTER TABLE "election_ballot_choices" RENAME TO "legacy_ballot_choices";--> statement-breakpoint
ALTER TABLE "election_ballots" RENAME COLUMN "weight" TO "legacy_weight";--> statement-breakpoint
ALTER TABLE "election_ballots" ALTER COLUMN "legacy_weight" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "election_ballots" ADD COLUMN "sealed" "bytea";--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "key_fingerprint" text;--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "audit_seal" text;
