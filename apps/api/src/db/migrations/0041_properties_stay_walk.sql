-- Availability search walks the homes in the list's order until it has counted past its cap (issue 33 item 2). It read
-- each home's row from the table for the checks it makes of every home walked (status, guests, minimum stay, last night,
-- currency, company): 3.2 ms of a 21 ms search at 10,000 homes. This index carries them beside the order, so the walk
-- reads the index alone (0.3 ms there). It holds only the homes a short stay can take (never an inactive one, nor a
-- long-term-only one: the search's own conditions, apps/api/src/modules/properties/property-search.ts); a long stay,
-- which may take a long-term-only home, walks properties_name_order_idx as before.
CREATE INDEX IF NOT EXISTS "properties_stay_walk_idx" ON "properties" USING btree (lower("name"), "id")
  INCLUDE ("name", "status", "max_guests", "minimum_stay", "last_night", "currency", "company_id")
  WHERE coalesce((compliance->>'currentYearOverrideActivated')::boolean, false) = false AND status <> 'inactive';
