ALTER TABLE "users" ADD COLUMN "id_check_method" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_check_bureau" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_check_reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_checked_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_check_document_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_checked_by_users_id_fk" FOREIGN KEY ("id_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_check_method_check" CHECK ("users"."id_check_method" in ('id-number-format', 'bureau', 'manual'));--> statement-breakpoint
-- Until now the built-in verifier was the only one: every verified account that has an ID number
-- passed its format and date-of-birth check, at the time of its newest verified log entry (null
-- when none is linked). Operator-made accounts (verified, no ID number) were never checked and keep null.
UPDATE "users" SET "id_check_method" = 'id-number-format', "id_checked_at" = (
	SELECT max("verification_logs"."created_at") FROM "verification_logs"
	WHERE "verification_logs"."user_id" = "users"."id" AND "verification_logs"."result" = 'verified'
) WHERE "id_verified" = true AND "id_number" IS NOT NULL;
