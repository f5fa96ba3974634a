CREATE TABLE "identity_bureau_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bureau" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"name_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"reference" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_bureau_checks_outcome_check" CHECK ("identity_bureau_checks"."outcome" in ('match', 'name_mismatch', 'deceased', 'not_found'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_bureau_checks_key_idx" ON "identity_bureau_checks" USING btree ("bureau","id_number_hash","name_hash");