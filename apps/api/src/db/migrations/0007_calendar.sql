CREATE TABLE "booking_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"tag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_on" date,
	"error_description" text,
	"is_refund" boolean DEFAULT false NOT NULL,
	"is_three_d_secure" boolean DEFAULT false NOT NULL,
	"method" text,
	"note" text,
	"paid_at" timestamp with time zone,
	"payment_type" text NOT NULL,
	"receipt_url" text,
	"refundable_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_reviews" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"rating" real NOT NULL,
	"sub_ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"base_quote_id" uuid,
	"nights" integer NOT NULL,
	"accommodation_cents" integer NOT NULL,
	"cleaning_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"management_fee_cents" integer NOT NULL,
	"owner_payout_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"stay" daterange NOT NULL,
	"booking_id" uuid,
	"event_id" uuid,
	"expires_at" timestamp with time zone,
	CONSTRAINT "stay_claims_one_owner" CHECK (num_nonnulls("stay_claims"."booking_id", "stay_claims"."event_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "breezeway_properties" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"breezeway_property_id" text NOT NULL,
	CONSTRAINT "breezeway_properties_breezeway_property_id_unique" UNIQUE("breezeway_property_id")
);
--> statement-breakpoint
CREATE TABLE "property_task_assignments" (
	"task_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "property_task_assignments_task_id_name_pk" PRIMARY KEY("task_id","name")
);
--> statement-breakpoint
CREATE TABLE "property_task_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"breezeway_id" text,
	"blob_key" text,
	"url" text,
	"content_type" text,
	CONSTRAINT "property_task_attachments_breezeway_id_unique" UNIQUE("breezeway_id")
);
--> statement-breakpoint
CREATE TABLE "property_task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"breezeway_id" text,
	"comment" text NOT NULL,
	"author" text,
	"commented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "property_task_comments_breezeway_id_unique" UNIQUE("breezeway_id")
);
--> statement-breakpoint
CREATE TABLE "property_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"breezeway_id" text,
	"name" text NOT NULL,
	"description" text,
	"display_status" text DEFAULT 'unassigned' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"scheduled_date" date,
	"scheduled_time" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"is_paused" boolean DEFAULT false NOT NULL,
	"report_url" text,
	"department" text DEFAULT 'cleaning' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"status_code" text,
	"status_stage" text,
	"reporter_type" text,
	"location" text,
	"repair_during_stay" boolean DEFAULT false NOT NULL,
	"total_time_seconds" integer,
	"created_by_name" text,
	"external_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	CONSTRAINT "property_tasks_breezeway_id_unique" UNIQUE("breezeway_id")
);
--> statement-breakpoint
CREATE TABLE "ical_exports" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_holder" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"cursor" text
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booker_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booker_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booker_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "created_by_type" text DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cleaning_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "corporate_partner" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "has_early_eta" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "has_late_etd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "external_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "management_fee_percentage" numeric(5, 2) DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "merchant_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "merchant_platform" text;--> statement-breakpoint
ALTER TABLE "property_events" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_events" ADD COLUMN "source" text DEFAULT 'hearth' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_events" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "property_events" ADD COLUMN "ical_feed_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_base_quote_id_quotes_id_fk" FOREIGN KEY ("base_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_claims" ADD CONSTRAINT "stay_claims_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_claims" ADD CONSTRAINT "stay_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_claims" ADD CONSTRAINT "stay_claims_event_id_property_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."property_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breezeway_properties" ADD CONSTRAINT "breezeway_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_task_assignments" ADD CONSTRAINT "property_task_assignments_task_id_property_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."property_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_task_attachments" ADD CONSTRAINT "property_task_attachments_task_id_property_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."property_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_task_comments" ADD CONSTRAINT "property_task_comments_task_id_property_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."property_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD CONSTRAINT "property_tasks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_exports" ADD CONSTRAINT "ical_exports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_messages_booking_idx" ON "booking_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_notes_booking_idx" ON "booking_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "quotes_booking_idx" ON "quotes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_claims_booking_unique" ON "stay_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_claims_event_unique" ON "stay_claims" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "property_task_attachments_task_idx" ON "property_task_attachments" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "property_task_comments_task_idx" ON "property_task_comments" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "property_tasks_property_date_idx" ON "property_tasks" USING btree ("property_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "ical_feeds_property_idx" ON "ical_feeds" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "property_events" ADD CONSTRAINT "property_events_ical_feed_id_ical_feeds_id_fk" FOREIGN KEY ("ical_feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_events_external_uid_unique" ON "property_events" USING btree ("property_id","source","external_uid");