-- Each process now also keeps the homes a caller's calls reach (apps/api/src/access/find-in-scope.ts,
-- findHomeInScope: the home's id, name, company, currency and time zone, for the caller's grant), so a calendar's
-- calls stop reading the home before their own reads (issue 33 items 3 and 4). What a caller reaches depends on
-- properties.id and company_id and on property_owners, which already notify; what is kept of the home also on its
-- name, currency and time zone. An UPDATE of properties that changes one of those three now notifies too. The
-- frequent writes to properties (statistics, minimum stay, where the keys are) still leave all six as they were and
-- stay silent. The rest of the function is 0036's.
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
      IF NOT EXISTS (
        SELECT id, status, company_id, name, currency, timezone FROM old_rows
        EXCEPT SELECT id, status, company_id, name, currency, timezone FROM new_rows
      ) THEN
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
