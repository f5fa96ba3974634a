CREATE TABLE "career_assessments" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"top_areas" text[] NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_assessments" ADD CONSTRAINT "career_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;