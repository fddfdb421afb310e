CREATE TABLE "alert_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"round_at" timestamp with time zone NOT NULL,
	"kind" smallint NOT NULL,
	"checker" text DEFAULT '' NOT NULL,
	"verdict" smallint NOT NULL,
	"problem" jsonb,
	"raw" text DEFAULT '' NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_bind_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telegram_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chat_id" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"language_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_bindings_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "telegram_bindings_chat_id_unique" UNIQUE("chat_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "monitor_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "monitor_problems" jsonb;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "monitor_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "certificate_days" integer;--> statement-breakpoint
ALTER TABLE "external_keys" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shield_action" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_checks" ADD CONSTRAINT "domain_checks_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_bind_codes" ADD CONSTRAINT "telegram_bind_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_bindings" ADD CONSTRAINT "telegram_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_checks_domain_idx" ON "domain_checks" USING btree ("domain_id","round_at");--> statement-breakpoint
CREATE INDEX "domain_checks_round_idx" ON "domain_checks" USING btree ("round_at");--> statement-breakpoint
CREATE INDEX "telegram_bind_codes_user_idx" ON "telegram_bind_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "telegram_outbox_due_idx" ON "telegram_outbox" USING btree ("sent_at","failed_at","next_attempt_at");