ALTER TABLE "domains" ADD COLUMN "verify_token" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "verify_problems" jsonb;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "verify_checked_at" timestamp with time zone;