-- Availability search asks "which properties have a claim on these nights" once, as a set. The planner preferred the
-- exclusion constraint's index (property first, a little smaller) to the stay-first one of migration 0008 and read
-- all of it (~4,000 pages, 60 ms at 10,000 listings). Two partial stay-first indexes instead: firm claims (bookings,
-- blocks) and holds (with an expiry). The search names each predicate, so each subquery can only use its own index,
-- index-only, reading just the overlapping entries.
DROP INDEX "stay_claims_stay_idx";
--> statement-breakpoint
CREATE INDEX "stay_claims_firm_stay_idx" ON "stay_claims" USING gist ("stay") INCLUDE ("property_id") WHERE "expires_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "stay_claims_hold_stay_idx" ON "stay_claims" USING gist ("stay") INCLUDE ("property_id", "expires_at") WHERE "expires_at" IS NOT NULL;
