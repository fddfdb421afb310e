ALTER TABLE "destinations" ADD COLUMN "screen_verdict" smallint;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "screen_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "screen_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "screened_at" timestamp with time zone;