CREATE TABLE "application_check_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_check_tokens" ADD CONSTRAINT "application_check_tokens_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_check_tokens_application_idx" ON "application_check_tokens" USING btree ("application_id");--> statement-breakpoint
CREATE FUNCTION kusasa_application_check_tokens_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'application_check_tokens is never edited' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_check_tokens_no_update BEFORE UPDATE ON application_check_tokens FOR EACH ROW EXECUTE FUNCTION kusasa_application_check_tokens_no_update();
