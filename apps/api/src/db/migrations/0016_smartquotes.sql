CREATE TABLE "smartquotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_token" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"full_address" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"beds" integer DEFAULT 0 NOT NULL,
	"baths" integer DEFAULT 0 NOT NULL,
	"car_spaces" integer DEFAULT 0 NOT NULL,
	"lock_up_garages" integer DEFAULT 0 NOT NULL,
	"property_type" text DEFAULT 'house' NOT NULL,
	"photo_key" text,
	"owner_first_name" text,
	"owner_last_name" text,
	"owner_phone" text,
	"owner_email" text,
	"owner_address" text,
	"weekly_ltr_cents" integer,
	"ltr_management_fee" numeric(5, 2),
	"setup_fee_cents" integer,
	"management_fee" numeric(5, 2),
	"segment" text DEFAULT 'comfort' NOT NULL,
	"amenities" text DEFAULT 'standard' NOT NULL,
	"occupancy" text DEFAULT 'high' NOT NULL,
	"pricing" text DEFAULT 'standard' NOT NULL,
	"close_by" date,
	"forecast" jsonb,
	"forecast_at" timestamp with time zone,
	"onboarded_property_id" uuid,
	"forecast_error" double precision,
	CONSTRAINT "smartquotes_public_token_unique" UNIQUE("public_token"),
	CONSTRAINT "smartquotes_beds_check" CHECK ("smartquotes"."beds" between 0 and 7 and "smartquotes"."baths" between 0 and 7),
	CONSTRAINT "smartquotes_parking_check" CHECK ("smartquotes"."car_spaces" between 0 and 4 and "smartquotes"."lock_up_garages" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "smartquotes" ADD CONSTRAINT "smartquotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartquotes" ADD CONSTRAINT "smartquotes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartquotes" ADD CONSTRAINT "smartquotes_onboarded_property_id_properties_id_fk" FOREIGN KEY ("onboarded_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smartquotes_company_created_idx" ON "smartquotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "smartquotes_created_idx" ON "smartquotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "smartquotes_address_trgm_idx" ON "smartquotes" USING gin (lower("full_address") gin_trgm_ops);