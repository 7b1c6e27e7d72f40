ALTER TABLE "properties" ADD COLUMN "auto_checkout_clean" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "property_task_assignments" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD COLUMN "origin" text DEFAULT 'hearth' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD COLUMN "push_error" text;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD COLUMN "push_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD COLUMN "push_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_task_assignments" ADD CONSTRAINT "property_task_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tasks" ADD CONSTRAINT "property_tasks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_task_assignments_user_idx" ON "property_task_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_tasks_scheduled_idx" ON "property_tasks" USING btree ("scheduled_date","id");--> statement-breakpoint
ALTER TABLE "property_tasks" ADD CONSTRAINT "property_tasks_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
-- Tasks the sync pulled from Breezeway stay Breezeway's; every other task was made in Hearth (the default above).
UPDATE "property_tasks" SET "origin" = 'breezeway' WHERE "breezeway_id" IS NOT NULL;
