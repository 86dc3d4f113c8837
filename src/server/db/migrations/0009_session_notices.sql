-- Each server remembers sessions for a few seconds (src/server/sessions/session-cache.ts). These
-- triggers tell every server, on commit, whose sessions to forget: when a session ends or is
-- replaced, and when its user is disabled, closed, removed or given another role. The notice
-- carries the user's id; '*' (a table emptied) means everyone.
CREATE OR REPLACE FUNCTION habita_session_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('habita_sessions', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('habita_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('habita_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_ended AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION habita_session_notice();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_changed AFTER UPDATE ON auth_sessions
  FOR EACH ROW WHEN (OLD.replaced_at IS DISTINCT FROM NEW.replaced_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
    OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION habita_session_notice();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_emptied AFTER TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION habita_session_notice();
--> statement-breakpoint
CREATE TRIGGER users_sessions_ended AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION habita_session_notice();
--> statement-breakpoint
CREATE TRIGGER users_sessions_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION habita_session_notice();
--> statement-breakpoint
CREATE TRIGGER users_emptied AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION habita_session_notice();
