DROP TABLE "password_reset_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "email_confirmation_tokens" CASCADE;