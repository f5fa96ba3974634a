CREATE TABLE "guardian_consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"guardian_name" text NOT NULL,
	"consent_version" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_consents" (
	"learner_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"guardian_name" text NOT NULL,
	"relationship" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"adult_on" date NOT NULL,
	"token_hash" text,
	"link_sent_at" timestamp with time zone,
	"consent_version" text,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guardian_consents_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guardian_consents_status_check" CHECK ("guardian_consents"."status" in ('pending', 'confirmed', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "guardian_consent_events" ADD CONSTRAINT "guardian_consent_events_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consent_events_learner_idx" ON "guardian_consent_events" USING btree ("learner_id","at");--> statement-breakpoint
CREATE INDEX "guardian_consents_held_idx" ON "guardian_consents" USING btree ("learner_id") WHERE "guardian_consents"."status" <> 'confirmed';--> statement-breakpoint
-- Learners under 18 registered before issue 32 ticked a box for their guardian; a box the learner
-- ticks is not a guardian's consent, so each becomes a pending consent the guardian confirms by link.
INSERT INTO "guardian_consents" ("learner_id", "status", "guardian_name", "phone", "email", "adult_on", "updated_at")
SELECT "id", 'pending', "guardian_name", coalesce("guardian_phone", ''), coalesce("guardian_email", ''),
  (make_date(
    (CASE WHEN substr("id_number", 1, 2)::int > extract(year FROM now())::int % 100 THEN 1900 ELSE 2000 END) + substr("id_number", 1, 2)::int,
    substr("id_number", 3, 2)::int, substr("id_number", 5, 2)::int) + interval '18 years')::date,
  now()
FROM "users"
WHERE "guardian_name" IS NOT NULL AND "id_number" ~ '^[0-9]{13}$';--> statement-breakpoint
INSERT INTO "guardian_consent_events" ("learner_id", "kind", "actor", "guardian_name", "consent_version", "details", "at")
SELECT "id", 'requested', 'learner', "guardian_name", "guardian_consent_version",
  jsonb_build_object('note', 'ticked by the learner at registration, before consent by link', 'ticked_at', "guardian_consent_at"), now()
FROM "users"
WHERE "guardian_name" IS NOT NULL AND "id_number" ~ '^[0-9]{13}$';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "guardian_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "guardian_phone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "guardian_email";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "guardian_consent_version";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "guardian_consent_at";