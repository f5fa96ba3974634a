CREATE TABLE "sponsor_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"allocated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"plan" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sponsor_allocations" ADD CONSTRAINT "sponsor_allocations_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_allocations" ADD CONSTRAINT "sponsor_allocations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_allocations_student_idx" ON "sponsor_allocations" USING btree ("student_id","status");