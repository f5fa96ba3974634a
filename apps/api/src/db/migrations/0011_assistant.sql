CREATE TABLE "assistant_daily_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "assistant_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"kind" text NOT NULL,
	"intent" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"top_entry_id" text,
	"confidence" real NOT NULL,
	"provider" text NOT NULL,
	"fallback_reason" text,
	"stopped" boolean DEFAULT false NOT NULL,
	"helpful" boolean,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_knowledge_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"question" text NOT NULL,
	"category" text NOT NULL,
	"source_url" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"edited_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_daily_usage" ADD CONSTRAINT "assistant_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_exchanges" ADD CONSTRAINT "assistant_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_knowledge_versions" ADD CONSTRAINT "assistant_knowledge_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_exchanges_user_created_idx" ON "assistant_exchanges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assistant_exchanges_created_idx" ON "assistant_exchanges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_knowledge_entry_version_idx" ON "assistant_knowledge_versions" USING btree ("entry_id","version");