ALTER TABLE "properties" ADD COLUMN "beds" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Homes made before beds were counted: one bed a bedroom, at least one.
UPDATE "properties" SET "beds" = GREATEST("bedrooms", 1);
