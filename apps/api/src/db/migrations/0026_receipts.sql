CREATE TABLE "receipt_counter" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"payer_user_id" uuid,
	"payer_name" text,
	"payer_email" text,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_cents" integer,
	"seller" jsonb NOT NULL,
	"paid_through" text NOT NULL,
	"provider_reference" text,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_payer_idx" ON "receipts" USING btree ("payer_user_id","issued_at");