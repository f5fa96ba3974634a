ALTER TABLE "outbound_messages" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "subject" text;