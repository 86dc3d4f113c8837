-- The public room search's indexes (0004) also hold only rooms whose home is live and published,
-- now that the room's own row says so (parents_public, 0013): a search that tests nothing of the
-- home chooses its page from one of these alone, without probing each room's home.
DROP INDEX "rooms_search_newest_idx";
--> statement-breakpoint
DROP INDEX "rooms_search_price_idx";
--> statement-breakpoint
DROP INDEX "rooms_search_available_idx";
--> statement-breakpoint
CREATE INDEX "rooms_search_newest_idx" ON "rooms" USING btree ("created_at" DESC, "id" DESC)
  INCLUDE ("property_id", "type_id", "mattress_id", "monthly_price", "size_m2", "bills_included", "min_months", "available_from")
  WHERE "published" AND "deleted_at" IS NULL AND "status" <> 'maintenance' AND "parents_public";
--> statement-breakpoint
CREATE INDEX "rooms_search_price_idx" ON "rooms" USING btree ("monthly_price", "id")
  INCLUDE ("property_id", "type_id", "mattress_id", "size_m2", "bills_included", "min_months", "available_from", "created_at")
  WHERE "published" AND "deleted_at" IS NULL AND "status" <> 'maintenance' AND "parents_public";
--> statement-breakpoint
CREATE INDEX "rooms_search_available_idx" ON "rooms" USING btree ("available_from" NULLS FIRST, "id")
  INCLUDE ("property_id", "type_id", "mattress_id", "monthly_price", "size_m2", "bills_included", "min_months", "created_at")
  WHERE "published" AND "deleted_at" IS NULL AND "status" <> 'maintenance' AND "parents_public";
