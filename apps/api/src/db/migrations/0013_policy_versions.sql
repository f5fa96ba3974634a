ALTER TABLE "users" ADD COLUMN "privacy_policy_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;