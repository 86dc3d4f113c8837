CREATE TABLE "roomreserves_extras" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "roomreserves_extras_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
ALTER TABLE "paymentoperations" DROP CONSTRAINT "paymentoperations_status_check";
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recorded_by_id" uuid;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "note" text;
--> statement-breakpoint
ALTER TABLE "roomreserves" ADD COLUMN "extras" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "roomreserves" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD COLUMN "refund_of_id" uuid;
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD COLUMN "refunded_amount" integer;
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD COLUMN "reminded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD COLUMN "note" text;
--> statement-breakpoint
ALTER TABLE "roomreserves_extras" ADD CONSTRAINT "roomreserves_extras_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."roomreserves"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roomreserves_extras" ADD CONSTRAINT "roomreserves_extras_target_fk" FOREIGN KEY ("target_id") REFERENCES "public"."infoextras"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "roomreserves_extras_target_idx" ON "roomreserves_extras" USING btree ("target_id");
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recorded_by_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD CONSTRAINT "paymentoperations_refund_of_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."paymentoperations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "transactions_recorded_by_id_idx" ON "transactions" USING btree ("recorded_by_id");
--> statement-breakpoint
CREATE INDEX "roomreserves_extras_gin" ON "roomreserves" USING gin ("extras");
--> statement-breakpoint
CREATE INDEX "paymentoperations_refund_of_id_idx" ON "paymentoperations" USING btree ("refund_of_id");
--> statement-breakpoint
ALTER TABLE "paymentoperations" ADD CONSTRAINT "paymentoperations_status_check" CHECK ("paymentoperations"."status" IN ('pending', 'succeeded', 'failed', 'refunded', 'cancelled'));
