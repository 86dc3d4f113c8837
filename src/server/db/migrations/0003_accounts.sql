-- Accounts: server-side sessions and one-time links. Neither is a catalogue collection: no
-- client reads or writes them through the generic API. Both keep only the SHA-256 of the
-- secret the browser or the mail holds, so a copy of the database opens no account.
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" bytea NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_token_key" ON "auth_sessions" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" bytea NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_purpose_check" CHECK ("purpose" IN ('verify', 'reset'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_key" ON "auth_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id", "purpose");
