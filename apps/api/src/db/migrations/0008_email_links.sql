CREATE TABLE "email_link_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_link_tokens_purpose_check" CHECK ("email_link_tokens"."purpose" in ('email_confirmation', 'password_reset'))
);
--> statement-breakpoint
ALTER TABLE "email_link_tokens" ADD CONSTRAINT "email_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_link_tokens_user_id_idx" ON "email_link_tokens" USING btree ("user_id","purpose");