-- What every signed-in call reads (the session with its user and roles, the caller's property count and company) is
-- kept in each API process's memory on both engines now (apps/api/src/db/session-cache.ts); every process LISTENs on
-- hearth_cache. Migration 0035 notified only a session that set hearth.embedded_cache = 'on', and named the table
-- alone, so every write dropped the whole cache. Now:
--
-- * Every session notifies unless it set hearth.embedded_cache = 'off'. A psql session, a script or a process of an
--   older build sets nothing, and its writes must still reach every process: a cache left stale by a forgotten
--   setting would keep a signed-out session or a disabled user working, while a needless notification costs one
--   entry read again. 'off' is for a bulk load into a database no API process is serving.
-- * The payload names what changed, `<table>:<id>,<id>` (session ids, or user ids for users, user_roles and
--   property_owners), so a process drops only those entries; a table name alone (properties, companies, a TRUNCATE,
--   or ids too many for a payload) drops more (session-cache.ts says what).
-- * A write that changes nothing a process keeps stays silent: an INSERT into sessions or users (nothing kept can
--   name a row that did not exist), an UPDATE of sessions moving last_seen_at forward alone (the once-a-minute write of
--   every signed-in session: a process keeps a session only within a minute of its last-seen time and reads the row
--   past it), an UPDATE of properties leaving id, status and company_id as they were (the homes a caller counts and
--   the first one's status are all ping keeps of them), an INSERT into companies (no user belongs to it yet).
--   Statement triggers with transition tables compare the old and new rows: one notification per statement.
--
-- A notifying transaction takes a database-wide lock at commit (PostgreSQL's NOTIFY queue), which is why the
-- frequent writes above stay silent rather than why the rare ones would.
CREATE OR REPLACE FUNCTION "notify_embedded_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF current_setting('hearth.embedded_cache', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'companies' THEN
    PERFORM pg_notify('hearth_cache', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'properties' THEN
    -- Nested, not `AND`: the expression is planned whole, and old_rows exists only for an UPDATE.
    IF TG_OP = 'UPDATE' THEN
      IF NOT EXISTS (SELECT id, status, company_id FROM old_rows EXCEPT SELECT id, status, company_id FROM new_rows) THEN
        RETURN NULL;
      END IF;
    END IF;
    PERFORM pg_notify('hearth_cache', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT string_agg(id, ',') INTO changed FROM old_rows;
    ELSE
      SELECT string_agg(DISTINCT id, ',') INTO changed FROM (
        SELECT d.id FROM (
          SELECT o.id, to_jsonb(o) - 'last_seen_at' FROM old_rows o
          EXCEPT SELECT n.id, to_jsonb(n) - 'last_seen_at' FROM new_rows n
        ) AS d(id, fields)
        UNION ALL
        -- The app only moves last_seen_at forward; moved back (an idle session made by hand) it is news.
        SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.last_seen_at < o.last_seen_at
      ) AS c;
    END IF;
  ELSIF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT string_agg(id::text, ',') INTO changed FROM old_rows;
    ELSE
      SELECT string_agg(id::text, ',') INTO changed FROM (
        SELECT o.id, to_jsonb(o) FROM old_rows o EXCEPT SELECT n.id, to_jsonb(n) FROM new_rows n
      ) AS c;
    END IF;
  ELSE
    -- user_roles and property_owners: the users whose roles or homes they are, before and after.
    IF TG_OP = 'INSERT' THEN
      SELECT string_agg(DISTINCT user_id::text, ',') INTO changed FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT string_agg(DISTINCT user_id::text, ',') INTO changed FROM old_rows;
    ELSE
      SELECT string_agg(user_id::text, ',') INTO changed FROM (
        SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows
      ) AS c;
    END IF;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  -- A payload must stay under 8000 bytes: past that, the table alone, and the processes drop more.
  PERFORM pg_notify('hearth_cache', CASE WHEN length(changed) > 7000 THEN TG_TABLE_NAME ELSE TG_TABLE_NAME || ':' || changed END);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "sessions_notify_cache" ON "sessions";
--> statement-breakpoint
DROP TRIGGER "users_notify_cache" ON "users";
--> statement-breakpoint
DROP TRIGGER "user_roles_notify_cache" ON "user_roles";
--> statement-breakpoint
DROP TRIGGER "companies_notify_cache" ON "companies";
--> statement-breakpoint
DROP TRIGGER "properties_notify_cache" ON "properties";
--> statement-breakpoint
DROP TRIGGER "property_owners_notify_cache" ON "property_owners";
--> statement-breakpoint
CREATE TRIGGER "sessions_update_notify_cache" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "sessions_delete_notify_cache" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_notify_cache" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "users_update_notify_cache" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "users_delete_notify_cache" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "users_truncate_notify_cache" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "user_roles_insert_notify_cache" AFTER INSERT ON "user_roles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "user_roles_update_notify_cache" AFTER UPDATE ON "user_roles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "user_roles_delete_notify_cache" AFTER DELETE ON "user_roles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "user_roles_truncate_notify_cache" AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "property_owners_insert_notify_cache" AFTER INSERT ON "property_owners" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "property_owners_update_notify_cache" AFTER UPDATE ON "property_owners" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "property_owners_delete_notify_cache" AFTER DELETE ON "property_owners" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "property_owners_truncate_notify_cache" AFTER TRUNCATE ON "property_owners" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "properties_insert_notify_cache" AFTER INSERT ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "properties_update_notify_cache" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "properties_delete_notify_cache" AFTER DELETE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "properties_truncate_notify_cache" AFTER TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "companies_update_notify_cache" AFTER UPDATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "companies_delete_notify_cache" AFTER DELETE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
--> statement-breakpoint
CREATE TRIGGER "companies_truncate_notify_cache" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION notify_embedded_cache();
