-- Extensions the schema relies on, and the text folding that search and its indexes share.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes the
-- fold IMMUTABLE so expression indexes can use it. Names are schema-qualified because index
-- maintenance runs with a restricted search_path.
CREATE OR REPLACE FUNCTION habita_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION habita_fold_localized(value jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.habita_fold(coalesce(value->>'es', '') || ' ' || coalesce(value->>'en', '')) $$;
