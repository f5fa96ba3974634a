CREATE TABLE "institution_fee_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"application_id" uuid,
	"payment_id" uuid,
	"payer" text,
	"reference" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_fee_ledger_kind" CHECK ("institution_fee_ledger"."kind" in ('fee_collected', 'payout', 'correction')),
	CONSTRAINT "institution_fee_ledger_sign" CHECK (("institution_fee_ledger"."kind" = 'fee_collected' and "institution_fee_ledger"."amount_cents" > 0 and "institution_fee_ledger"."payment_id" is not null and "institution_fee_ledger"."application_id" is not null)
        or ("institution_fee_ledger"."kind" = 'payout' and "institution_fee_ledger"."amount_cents" < 0 and "institution_fee_ledger"."reference" is not null)
        or ("institution_fee_ledger"."kind" = 'correction' and "institution_fee_ledger"."amount_cents" <> 0 and "institution_fee_ledger"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "institution_fee_ledger" ADD CONSTRAINT "institution_fee_ledger_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_fee_ledger_institution_idx" ON "institution_fee_ledger" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_fee_ledger_fee_idx" ON "institution_fee_ledger" USING btree ("payment_id","application_id") WHERE "institution_fee_ledger"."kind" = 'fee_collected';--> statement-breakpoint
-- The fee ledger is never edited or removed (issue 31, decision 0421): a correction is a new entry.
CREATE FUNCTION kusasa_institution_fee_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'institution_fee_ledger is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER institution_fee_ledger_append_only BEFORE UPDATE OR DELETE ON institution_fee_ledger FOR EACH ROW EXECUTE FUNCTION kusasa_institution_fee_ledger_append_only();
