CREATE TABLE "consultation_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"counselor_id" uuid NOT NULL,
	"session_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"price_cents" integer NOT NULL,
	"paid_by" text NOT NULL,
	"payment_id" uuid,
	"merchant_reference" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_bookings_status" CHECK ("consultation_bookings"."status" in ('pending_payment', 'confirmed', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "consultation_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"paid_cents" integer NOT NULL,
	"percent" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_refunds_amount" CHECK ("consultation_refunds"."amount_cents" between 0 and "consultation_refunds"."paid_cents")
);
--> statement-breakpoint
CREATE TABLE "consultation_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"session_types" jsonb NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_slot_id_consultation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."consultation_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_counselor_id_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_refunds" ADD CONSTRAINT "consultation_refunds_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_slots" ADD CONSTRAINT "consultation_slots_counselor_id_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_live_slot_idx" ON "consultation_bookings" USING btree ("slot_id") WHERE "consultation_bookings"."status" in ('pending_payment', 'confirmed');--> statement-breakpoint
CREATE INDEX "consultation_bookings_learner_idx" ON "consultation_bookings" USING btree ("learner_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultation_bookings_counselor_idx" ON "consultation_bookings" USING btree ("counselor_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_refunds_booking_idx" ON "consultation_refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "consultation_slots_counselor_idx" ON "consultation_slots" USING btree ("counselor_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultation_slots_starts_idx" ON "consultation_slots" USING btree ("starts_at");
--> statement-breakpoint
-- A consultation refund is never edited after the fact (issue 31): a correction is a new entry.
-- Deletes stay possible only through the cascade of an erased account.
CREATE FUNCTION kusasa_consultation_refunds_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consultation_refunds is never edited' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER consultation_refunds_no_update BEFORE UPDATE ON consultation_refunds FOR EACH ROW EXECUTE FUNCTION kusasa_consultation_refunds_no_update();
