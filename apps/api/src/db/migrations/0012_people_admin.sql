CREATE TABLE "impersonation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cx_manager_user_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "main_contact_first_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "main_contact_last_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "main_contact_mobile" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "main_contact_email" text;--> statement-breakpoint
ALTER TABLE "impersonation_links" ADD CONSTRAINT "impersonation_links_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_links" ADD CONSTRAINT "impersonation_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_links_user_id_idx" ON "impersonation_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_cx_manager_user_id_users_id_fk" FOREIGN KEY ("cx_manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;