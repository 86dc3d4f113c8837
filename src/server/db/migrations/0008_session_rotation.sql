-- A login ends the session the browser held before by marking it replaced instead of deleting it.
-- A request still in flight with the old cookie then reads as a visitor without clearing the cookie,
-- which would otherwise erase the new session's cookie set by the login a moment earlier.
-- Housekeeping deletes replaced and ended sessions.
ALTER TABLE "auth_sessions" ADD COLUMN "replaced_at" timestamp with time zone;
