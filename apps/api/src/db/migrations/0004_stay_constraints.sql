-- Two live bookings of one property never share a night (docs/CONTRIBUTING.md#add-a-migration); cancelled ones free their nights. SQLSTATE 23P01 maps to 409. Its GiST index also serves the overlap checks of availability search.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("property_id" WITH =, "stay" WITH &&) WHERE ("status" <> 'CANCELLED' AND "record_status" <> 'CANCELLED');
--> statement-breakpoint
-- Availability search reads the nights of a stay for every candidate property: stay-first and covering, so it is an index-only scan.
CREATE INDEX "daily_rates_night_idx" ON "daily_rates" USING btree ("night", "property_id") INCLUDE ("price_cents", "corporate_cents");
--> statement-breakpoint
CREATE INDEX "property_events_stay_idx" ON "property_events" USING gist ("property_id", "stay");
