-- The embedded default (PGlite, one process) keeps what every signed-in call reads in memory: the session with its
-- user and roles, the caller's property count and company (apps/api/src/db/embedded-cache.ts). Any statement that
-- writes one of the tables they come from, by any code path or raw SQL, tells the process to drop it. PGlite
-- delivers the notification with the writing statement's own answer, so the next request already reads afresh.
-- Only a session that asked for it (the embedded client sets hearth.embedded_cache) notifies: on PostgreSQL nobody
-- listens, and a transaction that notifies takes a database-wide lock at commit.
CREATE FUNCTION "notify_embedded_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hearth.embedded_cache', true) = 'on' THEN
    PERFORM pg_notify('hearth_cache', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "users_notify_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "user_roles_notify_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "companies_notify_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "properties_notify_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "property_owners_notify_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_owners" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
