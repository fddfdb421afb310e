CREATE TABLE "code_alert_settings" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"expiring_hours" integer,
	"low_usable" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "fallback_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "fallback_image_id" integer;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "low_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "empty_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "expiry_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "code_alert_settings" ADD CONSTRAINT "code_alert_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;