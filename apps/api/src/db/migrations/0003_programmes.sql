CREATE TABLE "programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"faculty" text,
	"campus" text,
	"qualification_type" text NOT NULL,
	"study_mode" text NOT NULL,
	"duration_years" real,
	"min_aps" integer,
	"aps_pack_id" text NOT NULL,
	"subject_minimums" jsonb NOT NULL,
	"other_requirements" text,
	"intake_year" integer,
	"source_url" text,
	"confidence" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programmes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programmes_institution_idx" ON "programmes" USING btree ("institution_id");