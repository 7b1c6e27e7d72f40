CREATE TABLE "guest_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"once_key" text,
	"to" text NOT NULL,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_mails_once_key" UNIQUE("booking_id","once_key")
);
--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "check_in_mail_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_mails" ADD CONSTRAINT "guest_mails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_mails" ADD CONSTRAINT "guest_mails_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;