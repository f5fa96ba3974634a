-- Hand-written: the links of the two old token tables move into email_link_tokens, each with its
-- purpose, unchanged (a link mailed before the upgrade still works once, until it expires).
INSERT INTO "email_link_tokens" ("id", "user_id", "purpose", "created_at", "expires_at", "used_at")
SELECT "id", "user_id", 'email_confirmation', "created_at", "expires_at", "used_at" FROM "email_confirmation_tokens";
--> statement-breakpoint
INSERT INTO "email_link_tokens" ("id", "user_id", "purpose", "created_at", "expires_at", "used_at")
SELECT "id", "user_id", 'password_reset', "created_at", "expires_at", "used_at" FROM "password_reset_tokens";
