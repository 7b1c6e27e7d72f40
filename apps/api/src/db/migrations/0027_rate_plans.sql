CREATE TABLE "rate_plans" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"base_cents" integer NOT NULL,
	"weekend_cents" integer,
	"max_nights" integer,
	"corporate_discount_percent" double precision DEFAULT 0 NOT NULL,
	"extra_guests_above" integer DEFAULT 2 NOT NULL,
	"seasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"derived_through" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_rates" ADD COLUMN "min_nights" integer;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD COLUMN "price_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD COLUMN "min_nights_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_rates_closed_idx" ON "daily_rates" USING btree ("property_id","night") WHERE "daily_rates"."closed";--> statement-breakpoint
-- A night closed by hand counts as unpriced in the running count: a stay across it is short of priced nights, so
-- availability search leaves the home out without reading the nights between its first and last (docs/product/rates.md).
CREATE OR REPLACE FUNCTION "restate_running_rates"(property_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE daily_rates d
    SET running_price_cents = x.running_price, running_corporate_cents = x.running_corporate, priced_nights = x.priced
  FROM (
    SELECT r.property_id, r.night,
      sum(r.price_cents) OVER w AS running_price,
      sum(r.corporate_cents) OVER w AS running_corporate,
      (count(*) FILTER (WHERE NOT r.closed) OVER w)::int AS priced
    FROM daily_rates r
    WHERE r.property_id = ANY (property_ids)
    WINDOW w AS (PARTITION BY r.property_id ORDER BY r.night)
  ) x
  WHERE d.property_id = x.property_id AND d.night = x.night
    AND (d.running_price_cents, d.running_corporate_cents, d.priced_nights)
      IS DISTINCT FROM (x.running_price, x.running_corporate, x.priced);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "daily_rates_restate_running"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT property_id FROM new_rates);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT property_id FROM old_rates);
  ELSE
    touched := array(
      SELECT DISTINCT property_id FROM (
        (SELECT property_id, night, price_cents, corporate_cents, closed FROM new_rates
          EXCEPT SELECT property_id, night, price_cents, corporate_cents, closed FROM old_rates)
        UNION ALL
        (SELECT property_id, night, price_cents, corporate_cents, closed FROM old_rates
          EXCEPT SELECT property_id, night, price_cents, corporate_cents, closed FROM new_rates)
      ) moved);
  END IF;
  IF cardinality(touched) > 0 THEN
    PERFORM restate_running_rates(touched);
  END IF;
  RETURN NULL;
END $$;
