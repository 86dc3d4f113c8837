-- Generated from the catalogue by parentsPublicMigration() (src/server/db/public-parents.ts);
-- public-parents.test.ts fails when the two differ. Keeps each record's parents_public true to
-- its `publicWhen.within` parents, and answers it for the rows already there.
CREATE OR REPLACE FUNCTION "rooms_parents_public"("property" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.deleted_at IS NULL AND p."published" = true FROM "properties" p WHERE p.id = $1), false)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rooms_parents_public_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "properties" WHERE id = NEW."property_id" FOR SHARE;
  NEW.parents_public := "rooms_parents_public"(NEW."property_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_parents_public_set" BEFORE INSERT OR UPDATE OF "property_id", parents_public ON "rooms"
  FOR EACH ROW EXECUTE FUNCTION "rooms_parents_public_set"();
--> statement-breakpoint
UPDATE "rooms" SET parents_public = "rooms_parents_public"("property_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "roomimages_parents_public"("room" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.deleted_at IS NULL AND p."published" = true AND p.parents_public FROM "rooms" p WHERE p.id = $1), false)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "roomimages_parents_public_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "rooms" WHERE id = NEW."room_id" FOR SHARE;
  NEW.parents_public := "roomimages_parents_public"(NEW."room_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roomimages_parents_public_set" BEFORE INSERT OR UPDATE OF "room_id", parents_public ON "roomimages"
  FOR EACH ROW EXECUTE FUNCTION "roomimages_parents_public_set"();
--> statement-breakpoint
UPDATE "roomimages" SET parents_public = "roomimages_parents_public"("room_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "prices_parents_public"("room" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.deleted_at IS NULL AND p."published" = true AND p.parents_public FROM "rooms" p WHERE p.id = $1), false)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "prices_parents_public_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "rooms" WHERE id = NEW."room_id" FOR SHARE;
  NEW.parents_public := "prices_parents_public"(NEW."room_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "prices_parents_public_set" BEFORE INSERT OR UPDATE OF "room_id", parents_public ON "prices"
  FOR EACH ROW EXECUTE FUNCTION "prices_parents_public_set"();
--> statement-breakpoint
UPDATE "prices" SET parents_public = "prices_parents_public"("room_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gestioncosts_parents_public"("property" uuid, "room" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT ($1 IS NULL OR coalesce((SELECT p.deleted_at IS NULL AND p."published" = true FROM "properties" p WHERE p.id = $1), false))
    AND ($2 IS NULL OR coalesce((SELECT p.deleted_at IS NULL AND p."published" = true AND p.parents_public FROM "rooms" p WHERE p.id = $2), false))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gestioncosts_parents_public_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "properties" WHERE id = NEW."property_id" FOR SHARE;
  PERFORM 1 FROM "rooms" WHERE id = NEW."room_id" FOR SHARE;
  NEW.parents_public := "gestioncosts_parents_public"(NEW."property_id", NEW."room_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "gestioncosts_parents_public_set" BEFORE INSERT OR UPDATE OF "property_id", "room_id", parents_public ON "gestioncosts"
  FOR EACH ROW EXECUTE FUNCTION "gestioncosts_parents_public_set"();
--> statement-breakpoint
UPDATE "gestioncosts" SET parents_public = "gestioncosts_parents_public"("property_id", "room_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rooms_parents_public_spread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "roomimages" SET parents_public = "roomimages_parents_public"("room_id")
    WHERE "room_id" = NEW.id AND parents_public IS DISTINCT FROM "roomimages_parents_public"("room_id");
  UPDATE "prices" SET parents_public = "prices_parents_public"("room_id")
    WHERE "room_id" = NEW.id AND parents_public IS DISTINCT FROM "prices_parents_public"("room_id");
  UPDATE "gestioncosts" SET parents_public = "gestioncosts_parents_public"("property_id", "room_id")
    WHERE "room_id" = NEW.id AND parents_public IS DISTINCT FROM "gestioncosts_parents_public"("property_id", "room_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_parents_public_spread" AFTER UPDATE ON "rooms"
  FOR EACH ROW WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."published" IS DISTINCT FROM NEW."published" OR OLD."parents_public" IS DISTINCT FROM NEW."parents_public") EXECUTE FUNCTION "rooms_parents_public_spread"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "properties_parents_public_spread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "rooms" SET parents_public = "rooms_parents_public"("property_id")
    WHERE "property_id" = NEW.id AND parents_public IS DISTINCT FROM "rooms_parents_public"("property_id");
  UPDATE "gestioncosts" SET parents_public = "gestioncosts_parents_public"("property_id", "room_id")
    WHERE "property_id" = NEW.id AND parents_public IS DISTINCT FROM "gestioncosts_parents_public"("property_id", "room_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_parents_public_spread" AFTER UPDATE ON "properties"
  FOR EACH ROW WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."published" IS DISTINCT FROM NEW."published") EXECUTE FUNCTION "properties_parents_public_spread"();
