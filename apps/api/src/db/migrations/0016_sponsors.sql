CREATE TABLE "application_fee_sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"sponsor_application_id" uuid NOT NULL,
	"payment_id" uuid,
	"merchant_reference" text NOT NULL,
	"sponsored_amount_cents" integer NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"application_id" uuid,
	"requested_amount_cents" integer NOT NULL,
	"purpose" text DEFAULT 'application_fee' NOT NULL,
	"plan_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"visible_fields" jsonb NOT NULL,
	"shared" jsonb NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_text" text NOT NULL,
	"held_by" uuid,
	"held_until" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_applications_amount_positive" CHECK ("sponsor_applications"."requested_amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sponsor_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sponsor_allocations" ADD COLUMN "source_sponsorship_id" uuid;--> statement-breakpoint
ALTER TABLE "sponsor_allocations" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_allocations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_fee_sponsorships" ADD CONSTRAINT "application_fee_sponsorships_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_fee_sponsorships" ADD CONSTRAINT "application_fee_sponsorships_sponsor_application_id_sponsor_applications_id_fk" FOREIGN KEY ("sponsor_application_id") REFERENCES "public"."sponsor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_fee_sponsorships" ADD CONSTRAINT "application_fee_sponsorships_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_applications" ADD CONSTRAINT "sponsor_applications_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_applications" ADD CONSTRAINT "sponsor_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_applications" ADD CONSTRAINT "sponsor_applications_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_notes" ADD CONSTRAINT "sponsor_notes_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_notes" ADD CONSTRAINT "sponsor_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_fee_sponsorships_sponsor_idx" ON "application_fee_sponsorships" USING btree ("sponsor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_fee_sponsorships_reference_request_idx" ON "application_fee_sponsorships" USING btree ("merchant_reference","sponsor_application_id");--> statement-breakpoint
CREATE INDEX "sponsor_applications_student_idx" ON "sponsor_applications" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsor_applications_open_idx" ON "sponsor_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_applications_open_unique_idx" ON "sponsor_applications" USING btree ("student_id","application_id","purpose") WHERE "sponsor_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sponsor_notes_sponsor_idx" ON "sponsor_notes" USING btree ("sponsor_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsor_allocations_sponsor_idx" ON "sponsor_allocations" USING btree ("sponsor_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsor_allocations_expiry_idx" ON "sponsor_allocations" USING btree ("status","expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_allocations_source_idx" ON "sponsor_allocations" USING btree ("source_sponsorship_id");