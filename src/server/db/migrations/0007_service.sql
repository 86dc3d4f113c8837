-- Running as a service: what several app servers on one database share instead of keeping it in
-- a process. None of these is a catalogue collection: no client reads or writes them through the
-- generic API.

-- Side effects (mails, provider events to ourselves, and what later features add), written in the
-- transaction of the change that causes them and delivered by a worker with retries. A row is
-- claimed by moving `available_at` past now (a lease): a worker that dies mid-delivery leaves it to
-- be claimed again when the lease ends, so delivery is at least once and every topic's handler is
-- idempotent. `dead` rows have used their attempts and wait for staff to retry them.
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 12 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("status" IN ('pending', 'delivered', 'dead'))
);
--> statement-breakpoint
-- The worker's look-up: pending rows by when they may be tried.
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("available_at") WHERE "status" = 'pending';
--> statement-breakpoint
-- Staff's list of failures, newest first.
CREATE INDEX "outbox_dead_idx" ON "outbox" USING btree ("created_at") WHERE "status" = 'dead';
--> statement-breakpoint
-- A side effect that must happen once whoever asks for it (one reminder per rent payment).
CREATE UNIQUE INDEX "outbox_dedupe_key" ON "outbox" USING btree ("topic", "dedupe_key") WHERE "dedupe_key" IS NOT NULL;
--> statement-breakpoint
-- Scheduled work: a job runs once per tick across every server. The first server to insert the
-- (job, tick) row runs it; the others find it taken. Finished and failed runs stay for the metrics
-- and the cluster test's count, and old ones are pruned.
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"tick" timestamp with time zone NOT NULL,
	"server" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "job_runs_pk" PRIMARY KEY ("job", "tick")
);
--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");
--> statement-breakpoint
-- Rate limits counted for the whole cluster: one fixed window per key (an account, an address).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_ends_at");
--> statement-breakpoint
-- Secrets made once and kept, so every server signs and checks with the same key (the sandbox's
-- webhook secret when no setting names one). Insert-if-missing, then read: the first writer wins.
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
