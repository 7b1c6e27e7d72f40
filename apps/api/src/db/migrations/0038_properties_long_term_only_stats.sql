-- Availability search leaves out long-term-only homes with `coalesce((compliance->>'currentYearOverrideActivated')
-- ::boolean, false) = false`. Without statistics on that expression the planner takes it to drop half the homes
-- (nearly none are long-term only), so it expected a few thousand matches in 10,000 homes and read them all rather
-- than walk the list's order to the count cap (apps/api/src/modules/properties/property-search.ts, bench/README.md).
CREATE STATISTICS IF NOT EXISTS "properties_long_term_only_stats"
  ON (coalesce((compliance->>'currentYearOverrideActivated')::boolean, false)) FROM "properties";
--> statement-breakpoint
ANALYZE "properties";
