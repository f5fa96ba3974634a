CREATE TABLE "counselor_account_reviews" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counselor_link_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"type" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"scopes" jsonb NOT NULL,
	"ends_on" date NOT NULL,
	"version" text NOT NULL,
	"wording" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counselor_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"body" text NOT NULL,
	"visibility" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"emis_number" text,
	"school_name" text,
	"code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_profiles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "counselor_account_reviews" ADD CONSTRAINT "counselor_account_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_account_reviews" ADD CONSTRAINT "counselor_account_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_invitations" ADD CONSTRAINT "counselor_invitations_counselor_id_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_link_events" ADD CONSTRAINT "counselor_link_events_link_id_counselor_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."counselor_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_links" ADD CONSTRAINT "counselor_links_counselor_id_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_links" ADD CONSTRAINT "counselor_links_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_notes" ADD CONSTRAINT "counselor_notes_counselor_id_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_notes" ADD CONSTRAINT "counselor_notes_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD CONSTRAINT "counselor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselor_invitations_email_idx" ON "counselor_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "counselor_link_events_link_idx" ON "counselor_link_events" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counselor_links_current_idx" ON "counselor_links" USING btree ("counselor_id","learner_id") WHERE "counselor_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "counselor_links_learner_idx" ON "counselor_links" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "counselor_notes_pair_idx" ON "counselor_notes" USING btree ("counselor_id","learner_id");--> statement-breakpoint
CREATE INDEX "counselor_notes_learner_idx" ON "counselor_notes" USING btree ("learner_id");