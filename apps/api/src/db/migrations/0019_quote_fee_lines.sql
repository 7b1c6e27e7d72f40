ALTER TABLE "quotes" ADD COLUMN "fees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "security_deposit_cents" integer DEFAULT 0 NOT NULL;