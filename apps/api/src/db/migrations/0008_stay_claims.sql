-- Property events now say what docs/product/events.md#states says: 'blocking' (a block, or a hold when it has expires_at) or 'available'.
UPDATE "property_events" SET "status" = 'blocking' WHERE "status" IN ('blocked', 'hold');
--> statement-breakpoint
UPDATE "property_events" SET "expired_at" = "expires_at" WHERE "expires_at" <= now();
--> statement-breakpoint
-- One table of taken nights for bookings and blocking events alike, so one exclusion constraint covers both: two
-- live bookings, two blocking events, or a booking and a blocking event never share a night of one property (23P01,
-- answered 409). Only the triggers below write it.
ALTER TABLE "stay_claims" ADD CONSTRAINT "stay_claims_no_overlap" EXCLUDE USING gist ("property_id" WITH =, "stay" WITH &&);
--> statement-breakpoint
-- Availability search asks "which properties have a claim on these nights" once, as a set: stay first, covering.
CREATE INDEX "stay_claims_stay_idx" ON "stay_claims" USING gist ("stay") INCLUDE ("property_id", "expires_at");
--> statement-breakpoint
-- A lapsed hold's claim stays until the sweep removes it; any write over its nights removes it first, so the hold
-- stops blocking at the instant it expires (reads filter on expires_at the same way).
CREATE FUNCTION "release_lapsed_claims"(p_property uuid, p_stay daterange) RETURNS void LANGUAGE sql AS $$
  DELETE FROM stay_claims WHERE property_id = p_property AND stay && p_stay AND expires_at <= now();
$$;
--> statement-breakpoint
CREATE FUNCTION "claim_booking_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM stay_claims WHERE booking_id = OLD.id;
  END IF;
  IF NEW.status <> 'CANCELLED' AND NEW.record_status <> 'CANCELLED' THEN
    PERFORM release_lapsed_claims(NEW.property_id, NEW.stay);
    INSERT INTO stay_claims (property_id, stay, booking_id) VALUES (NEW.property_id, NEW.stay, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_claim_nights" AFTER INSERT OR UPDATE OF "property_id", "check_in", "check_out", "status", "record_status" ON "bookings" FOR EACH ROW EXECUTE FUNCTION claim_booking_nights();
--> statement-breakpoint
CREATE FUNCTION "claim_event_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM stay_claims WHERE event_id = OLD.id;
  END IF;
  IF NEW.status = 'blocking' AND NEW.expired_at IS NULL AND (NEW.expires_at IS NULL OR NEW.expires_at > now()) THEN
    PERFORM release_lapsed_claims(NEW.property_id, NEW.stay);
    INSERT INTO stay_claims (property_id, stay, event_id, expires_at) VALUES (NEW.property_id, NEW.stay, NEW.id, NEW.expires_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_events_claim_nights" AFTER INSERT OR UPDATE OF "property_id", "start_date", "end_date", "status", "expires_at", "expired_at" ON "property_events" FOR EACH ROW EXECUTE FUNCTION claim_event_nights();
--> statement-breakpoint
-- Existing rows claim their nights once; from here on the triggers keep the claims.
INSERT INTO "stay_claims" ("property_id", "stay", "booking_id")
  SELECT "property_id", "stay", "id" FROM "bookings" WHERE "status" <> 'CANCELLED' AND "record_status" <> 'CANCELLED';
--> statement-breakpoint
INSERT INTO "stay_claims" ("property_id", "stay", "event_id", "expires_at")
  SELECT "property_id", "stay", "id", "expires_at" FROM "property_events"
  WHERE "status" = 'blocking' AND "expired_at" IS NULL AND ("expires_at" IS NULL OR "expires_at" > now());
--> statement-breakpoint
-- The claims' constraint replaces the bookings-only one, and its stay index replaces the two the search read.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
DROP INDEX "bookings_live_stay_idx";
--> statement-breakpoint
DROP INDEX "property_events_stay_idx";
