CREATE TABLE "funding_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"document_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_checklist_documents" (
	"user_id" uuid NOT NULL,
	"item" text NOT NULL,
	"document_id" uuid NOT NULL,
	"certified_on" date NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_checklist_documents_user_id_item_pk" PRIMARY KEY("user_id","item")
);
--> statement-breakpoint
CREATE TABLE "funding_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"version" text NOT NULL,
	"wording" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "funding_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text,
	"note" text,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_readiness" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"outcome" text,
	"rule_version" text,
	"reasons" jsonb,
	"assessed_at" timestamp with time zone,
	"nsfas_reference" text,
	"nsfas_status" text,
	"status_set_by" text,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nsfas_account_reviews" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nsfas_cycles" (
	"funding_year" integer PRIMARY KEY NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"appeal_days" integer NOT NULL,
	"source_title" text NOT NULL,
	"source_url" text NOT NULL,
	"checked_on" date NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_funding_criteria" (
	"sponsor_id" uuid PRIMARY KEY NOT NULL,
	"provinces" jsonb NOT NULL,
	"institution_types" jsonb NOT NULL,
	"fields_of_study" jsonb NOT NULL,
	"max_income_band" text,
	"nsfas_unlikely_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funding_appeals" ADD CONSTRAINT "funding_appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_appeals" ADD CONSTRAINT "funding_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_checklist_documents" ADD CONSTRAINT "funding_checklist_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_checklist_documents" ADD CONSTRAINT "funding_checklist_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_consents" ADD CONSTRAINT "funding_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_events" ADD CONSTRAINT "funding_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_events" ADD CONSTRAINT "funding_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_readiness" ADD CONSTRAINT "funding_readiness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsfas_account_reviews" ADD CONSTRAINT "nsfas_account_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsfas_account_reviews" ADD CONSTRAINT "nsfas_account_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsfas_cycles" ADD CONSTRAINT "nsfas_cycles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_funding_criteria" ADD CONSTRAINT "sponsor_funding_criteria_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invitations" ADD CONSTRAINT "sponsor_invitations_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invitations" ADD CONSTRAINT "sponsor_invitations_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_appeals_user_idx" ON "funding_appeals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_appeals_open_idx" ON "funding_appeals" USING btree ("user_id") WHERE "funding_appeals"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "funding_checklist_documents_document_idx" ON "funding_checklist_documents" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_consents_current_idx" ON "funding_consents" USING btree ("user_id","audience") WHERE "funding_consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "funding_events_user_idx" ON "funding_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_invitations_pair_idx" ON "sponsor_invitations" USING btree ("sponsor_id","learner_id");--> statement-breakpoint
CREATE INDEX "sponsor_invitations_learner_idx" ON "sponsor_invitations" USING btree ("learner_id");