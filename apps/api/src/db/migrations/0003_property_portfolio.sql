CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"long_code" text NOT NULL,
	"status" text NOT NULL,
	"record_status" text DEFAULT 'ACTIVE' NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"stay" daterange GENERATED ALWAYS AS (daterange(check_in, check_out, '[)')) STORED NOT NULL,
	"guest_name" text,
	"adults" integer DEFAULT 2 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"channel" text DEFAULT 'hearth' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_long_code_unique" UNIQUE("long_code")
);
--> statement-breakpoint
CREATE TABLE "daily_rates" (
	"property_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price_cents" integer NOT NULL,
	"airbnb_cents" integer NOT NULL,
	"booking_com_cents" integer NOT NULL,
	"vrbo_cents" integer NOT NULL,
	"hearth_cents" integer NOT NULL,
	"corporate_cents" integer NOT NULL,
	CONSTRAINT "daily_rates_property_id_night_pk" PRIMARY KEY("property_id","night")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"country" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"search_name" text GENERATED ALWAYS AS (translate(lower(name), 'āēīōūàáâäçèéêëìíîïñòóôöùúûü', 'aeiouaaaaceeeeiiiinoooouuuu')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"stay" daterange GENERATED ALWAYS AS (daterange(start_date, end_date, '[)')) STORED NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_managers" (
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "property_managers_property_id_user_id_type_pk" PRIMARY KEY("property_id","user_id","type")
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"blob_key" text NOT NULL,
	"caption" text,
	"category" text DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "segment" text DEFAULT 'comfort' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "management_type" text DEFAULT 'hearth' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "building_type" text DEFAULT 'house' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bedrooms" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathrooms" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "max_guests" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "minimum_stay" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "key_type" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "key_status" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cleaning_status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "risk_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "airbnb_overall_rating" real;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "currency" text DEFAULT 'AUD' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "timezone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "checkpoints" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "compliance" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tasks_summary" jsonb DEFAULT '{"maintenanceOverdue":0,"inspectionOverdue":0,"maintenanceTasks":0,"inspectionTasks":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "resource_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(name || ' ' || code || ' ' || full_address), 'āēīōūàáâäçèéêëìíîïñòóôöùúûü', 'aeiouaaaaceeeeiiiinoooouuuu')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD CONSTRAINT "daily_rates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_events" ADD CONSTRAINT "property_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_events" ADD CONSTRAINT "property_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_property_check_in_idx" ON "bookings" USING btree ("property_id","check_in");--> statement-breakpoint
CREATE INDEX "locations_search_name_idx" ON "locations" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "property_events_property_start_idx" ON "property_events" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE INDEX "property_managers_user_id_idx" ON "property_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_photos_property_position_idx" ON "property_photos" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "properties_lat_lng_idx" ON "properties" USING btree ("latitude","longitude");