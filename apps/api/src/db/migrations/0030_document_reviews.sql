CREATE TABLE "document_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid,
	"document_type" text,
	"statement_text" text,
	"question" text,
	"plan_id" text NOT NULL,
	"priority" boolean NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"comments" text
);
--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_reviews_learner_idx" ON "document_reviews" USING btree ("learner_id","asked_at");--> statement-breakpoint
CREATE INDEX "document_reviews_queue_idx" ON "document_reviews" USING btree ("priority" DESC NULLS LAST,"asked_at") WHERE "document_reviews"."status" <> 'answered';