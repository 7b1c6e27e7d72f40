CREATE TABLE "key_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"store_type" text NOT NULL,
	"address" text,
	"street" text,
	"city" text,
	"postcode" text,
	"state" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"google_place_id" text,
	"opening_time" text,
	"long_description" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_nest_id" text,
	"store_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_nest_id" text,
	"status" text DEFAULT 'unknown' NOT NULL,
	"store_id" uuid,
	"property_id" uuid,
	"is_primary" boolean DEFAULT false NOT NULL,
	"distance_metres" integer,
	"distance_kind" text,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_profiles" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"base_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"management_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finance" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"policy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pricing_exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_photos" ADD COLUMN "thumb_key" text;--> statement-breakpoint
ALTER TABLE "keys" ADD CONSTRAINT "keys_store_id_key_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."key_stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keys" ADD CONSTRAINT "keys_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_profiles" ADD CONSTRAINT "property_profiles_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_stores_type_idx" ON "key_stores" USING btree ("store_type");--> statement-breakpoint
CREATE INDEX "keys_property_idx" ON "keys" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "keys_store_idx" ON "keys" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keys_one_primary_idx" ON "keys" USING btree ("property_id") WHERE "keys"."is_primary" and "keys"."property_id" is not null;