ALTER TABLE "channel_accounts" ADD COLUMN "credential_sealed" text;--> statement-breakpoint
ALTER TABLE "channel_accounts" ADD COLUMN "checked_at" timestamp with time zone;