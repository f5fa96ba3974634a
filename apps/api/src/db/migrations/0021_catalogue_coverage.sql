ALTER TABLE "institution_intakes" ALTER COLUMN "opens_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_intakes" ALTER COLUMN "closes_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_intakes" ADD COLUMN "late_rules" text;--> statement-breakpoint
ALTER TABLE "institution_intakes" ADD COLUMN "fee_not_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_intakes" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "institution_intakes" ADD COLUMN "source_title" text;--> statement-breakpoint
ALTER TABLE "institution_intakes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "institution_intakes" ADD COLUMN "checked_on" date;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "apply_url" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "aps_rule_note" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "programmes_not_published" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "catalogue_source_title" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "catalogue_source_year" integer;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "catalogue_source_url" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "catalogue_checked_on" date;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "catalogue_corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "source_title" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "source_year" integer;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "checked_on" date;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "entry_grade" integer;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "closes_on" date;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "tuition_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_intakes" ADD CONSTRAINT "institution_intakes_seed_key_unique" UNIQUE("seed_key");