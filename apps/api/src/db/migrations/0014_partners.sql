CREATE SEQUENCE "public"."partner_invoice_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "partner_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_name" text NOT NULL,
	"institution_type" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"website" text,
	"student_count" text,
	"interested_tier" text,
	"message" text,
	"status" text DEFAULT 'pending',
	"partner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_inquiry_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"note" text NOT NULL,
	"note_type" text DEFAULT 'general' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"payment_method" text,
	"status" text NOT NULL,
	"payment_date" date,
	"due_date" date,
	"invoice_number" text NOT NULL,
	"reference_number" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_tier_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"monthly_fee_cents" integer NOT NULL,
	"max_applications" integer,
	"api_rate_limit" integer,
	"support_level" text DEFAULT 'Standard' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"tier" text DEFAULT 'basic' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"integration_status" text DEFAULT 'pending' NOT NULL,
	"mou_uploaded_at" timestamp with time zone,
	"mou_file_key" text,
	"contact_person" text,
	"contact_email" text,
	"phone" text,
	"website" text,
	"organization_type" text,
	"annual_investment_cents" bigint,
	"contract_start_date" date,
	"contract_end_date" date,
	"created_by" uuid,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_inquiries" ADD CONSTRAINT "partner_inquiries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_inquiry_replies" ADD CONSTRAINT "partner_inquiry_replies_inquiry_id_partner_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."partner_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_inquiry_replies" ADD CONSTRAINT "partner_inquiry_replies_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_notes" ADD CONSTRAINT "partner_notes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_notes" ADD CONSTRAINT "partner_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payments" ADD CONSTRAINT "partner_payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payments" ADD CONSTRAINT "partner_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payments" ADD CONSTRAINT "partner_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_inquiries_created_idx" ON "partner_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partner_inquiry_replies_inquiry_idx" ON "partner_inquiry_replies" USING btree ("inquiry_id","sent_at");--> statement-breakpoint
CREATE INDEX "partner_notes_partner_idx" ON "partner_notes" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_payments_partner_idx" ON "partner_payments" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_payments_status_due_idx" ON "partner_payments" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payments_invoice_idx" ON "partner_payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payments_payment_idx" ON "partner_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_tier_config_tier_idx" ON "partner_tier_config" USING btree ("tier");--> statement-breakpoint
CREATE INDEX "partners_created_idx" ON "partners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partners_contact_email_idx" ON "partners" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "partners_owner_idx" ON "partners" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_has_plan_id" CHECK ("payments"."kind" <> 'plan' OR "payments"."plan_id" IS NOT NULL);--> statement-breakpoint
-- Seed 002 section 9's partnership tiers (fees per month, decision 0160); rules/partners PARTNER_TIER_DEFAULTS holds the same values and a test compares them.
INSERT INTO "partner_tier_config" ("tier", "name", "monthly_fee_cents", "max_applications", "api_rate_limit", "support_level", "features") VALUES
	('basic', 'Basic', 250000, 100, 1000, 'Standard', '["Up to 100 applications a month","Institution profile on Kusasa","Application dashboard","Email support"]'::jsonb),
	('standard', 'Standard', 500000, 500, 5000, 'Priority', '["Up to 500 applications a month","Everything in Basic","API access","Monthly reports","Priority support"]'::jsonb),
	('premium', 'Premium', 1000000, NULL, NULL, 'Dedicated', '["Unlimited applications","Everything in Standard","Unlimited API access","Dedicated account manager","Onboarding sessions"]'::jsonb)
ON CONFLICT ("tier") DO NOTHING;
