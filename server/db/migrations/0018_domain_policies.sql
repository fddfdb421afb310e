CREATE TABLE "forward_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"path_prefix" text NOT NULL,
	"target_url" text NOT NULL,
	"status_code" smallint NOT NULL,
	"keep_path" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "https_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "hsts_max_age" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "referrer_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "forward_rules" ADD CONSTRAINT "forward_rules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_rules" ADD CONSTRAINT "forward_rules_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forward_rules_domain_prefix_idx" ON "forward_rules" USING btree ("domain_id","path_prefix");