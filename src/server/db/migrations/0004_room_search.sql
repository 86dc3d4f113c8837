-- The public room search (src/server/search). Its visibility test is the predicate of these
-- partial indexes, written the same way in the query, so the planner can prove they apply; they
-- hold only the rooms a visitor may find. One per order the search offers, ties by id, each
-- carrying the columns the room filters test so pages and counts are read from the index
-- alone, without visiting the wide rows (names, descriptions, folded search text).
CREATE INDEX "rooms_search_newest_idx" ON "rooms" USING btree ("created_at" DESC, "id" DESC)
  INCLUDE ("property_id", "type_id", "mattress_id", "monthly_price", "size_m2", "bills_included", "min_months", "available_from")
  WHERE "published" AND "deleted_at" IS NULL AND "status" <> 'maintenance';
--> statement-breakpoint
CREATE INDEX "rooms_search_price_idx" ON "rooms" USING btree ("monthly_price", "id")
  INCLUDE ("property_id", "type_id", "mattress_id", "size_m2", "bills_included", "min_months", "available_from", "created_at")
  WHERE "published" AND "deleted_at" IS NULL AND "status" <> 'maintenance';
--> statement-breakpoint
CREATE INDEX "rooms_search_available_idx" ON "rooms" USING btree ("available_from" NULLS FIRST, "id")
  INCLUDE ("property_id", "type_id", "mattress_id", "monthly_price", "size_m2", "bills_included", "min_months", "created_at")
  WHERE "published" AND "deleted_at" IS NULL AND "status" <> 'maintenance';
--> statement-breakpoint
-- Whether a room is free for a stay: its live reservations by start, from the index alone. The
-- no-overlap GiST index (0002) covers the same rows, but the planner has no statistics for its
-- daterange expression and misjudges how many rows it returns.
CREATE INDEX "roomreserves_live_room_idx" ON "roomreserves" USING btree ("room_id", "start_date")
  INCLUDE ("end_date", "status", "hold_expires_at")
  WHERE "status" IN ('hold', 'pending_payment', 'confirmed') AND "deleted_at" IS NULL;
--> statement-breakpoint
-- `city` is matched exactly, in any case.
CREATE INDEX "properties_search_city_idx" ON "properties" USING btree (lower("city"))
  WHERE "published" AND "deleted_at" IS NULL;
--> statement-breakpoint
-- The map's bounding box.
CREATE INDEX "properties_search_position_idx" ON "properties" USING btree ("latitude", "longitude")
  WHERE "published" AND "deleted_at" IS NULL;
--> statement-breakpoint
-- A card's cover is the room's first photo.
CREATE INDEX "roomimages_cover_idx" ON "roomimages" USING btree ("room_id", "order", "id")
  WHERE "deleted_at" IS NULL;
