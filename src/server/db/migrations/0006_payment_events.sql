-- Payment providers' events, each applied once. Not a catalogue collection: no client reads or
-- writes it. The event's effect (operation status, ledger entries, reservation) is written in the
-- same transaction as its row here, so a retried or duplicated event finds its id taken and
-- changes nothing.
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"operation_id" uuid REFERENCES "paymentoperations" ("id") ON DELETE SET NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY ("provider", "event_id")
);
--> statement-breakpoint
CREATE INDEX "payment_events_operation_idx" ON "payment_events" USING btree ("operation_id");
--> statement-breakpoint
-- The expiry job's look-up: live holds by when they lapse.
CREATE INDEX "roomreserves_hold_expiry_idx" ON "roomreserves" USING btree ("hold_expires_at")
	WHERE "status" IN ('hold', 'pending_payment') AND "deleted_at" IS NULL;
--> statement-breakpoint
-- The rent schedule and the payment panel: what is owed, by due date.
CREATE INDEX "paymentoperations_due_idx" ON "paymentoperations" USING btree ("status", "due_date")
	WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- One review per stay and author.
CREATE UNIQUE INDEX "reviews_one_per_stay" ON "reviews" USING btree ("reservation_id", "author_id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- A provider's refund is one refund operation: the same refund reported by two events at once
-- (Stripe's refund.created and charge.refunded) cannot be recorded twice.
CREATE UNIQUE INDEX "paymentoperations_refund_reference_key" ON "paymentoperations" USING btree ("provider", "provider_reference")
	WHERE "kind" = 'refund' AND "provider_reference" IS NOT NULL;
