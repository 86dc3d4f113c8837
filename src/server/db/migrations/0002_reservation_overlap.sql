-- No two live reservations of a room may share a night: stays are half-open [start, end),
-- so back-to-back stays are fine. The database decides, so concurrent requests cannot both win.
ALTER TABLE "roomreserves" ADD CONSTRAINT "roomreserves_dates_check" CHECK ("end_date" > "start_date");
--> statement-breakpoint
ALTER TABLE "roomreserves" ADD CONSTRAINT "roomreserves_no_overlap" EXCLUDE USING gist (
  "room_id" WITH =,
  daterange("start_date", "end_date", '[)') WITH &&
) WHERE ("status" IN ('hold', 'pending_payment', 'confirmed') AND "deleted_at" IS NULL);
