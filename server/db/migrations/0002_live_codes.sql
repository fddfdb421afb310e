CREATE TABLE "code_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_ips" (
	"code_id" integer NOT NULL,
	"ip" text NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"first_visit" timestamp with time zone NOT NULL,
	"last_visit" timestamp with time zone NOT NULL,
	CONSTRAINT "code_ips_code_id_ip_pk" PRIMARY KEY("code_id","ip")
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"domain_key" integer DEFAULT 0 NOT NULL,
	"domain_id" integer,
	"group_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"access_mode" smallint DEFAULT 1 NOT NULL,
	"restriction_visit" smallint DEFAULT 1 NOT NULL,
	"jump_type" smallint DEFAULT 5 NOT NULL,
	"rotation_model" smallint DEFAULT 1 NOT NULL,
	"open_log" smallint DEFAULT 2 NOT NULL,
	"share_password" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"view_number" bigint DEFAULT 0 NOT NULL,
	"ip_view_number" bigint DEFAULT 0 NOT NULL,
	"last_destination_id" integer,
	"exhausted_notified_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"url" text,
	"image_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"fallback" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"visits" bigint DEFAULT 0 NOT NULL,
	"warned_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"host" text NOT NULL,
	"type" smallint NOT NULL,
	"verification" smallint DEFAULT 1 NOT NULL,
	"monitor_status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "journal_checkpoints" (
	"journal" text PRIMARY KEY NOT NULL,
	"sequence" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rotation_switches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"from_destination_id" integer,
	"to_destination_id" integer NOT NULL,
	"exhausted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_hours" (
	"code_id" integer NOT NULL,
	"destination_id" integer DEFAULT 0 NOT NULL,
	"owner_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"refused" bigint DEFAULT 0 NOT NULL,
	"bots" bigint DEFAULT 0 NOT NULL,
	"unique_ips" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_hours_code_id_destination_id_hour_pk" PRIMARY KEY("code_id","destination_id","hour")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"destination_id" integer,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"access_status" smallint NOT NULL,
	"in_wechat" boolean DEFAULT false NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"scanned" boolean DEFAULT false NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"carrier" smallint DEFAULT 4 NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_groups" ADD CONSTRAINT "code_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_groups_owner_name_idx" ON "code_groups" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "code_ips_last_idx" ON "code_ips" USING btree ("code_id","last_visit");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_domain_file_idx" ON "codes" USING btree ("domain_key","file_name");--> statement-breakpoint
CREATE INDEX "codes_owner_idx" ON "codes" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "codes_group_idx" ON "codes" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "destinations_code_idx" ON "destinations" USING btree ("code_id","sort");--> statement-breakpoint
CREATE INDEX "domains_owner_idx" ON "domains" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rotation_switches_code_idx" ON "rotation_switches" USING btree ("code_id","created_at");--> statement-breakpoint
CREATE INDEX "rotation_switches_owner_idx" ON "rotation_switches" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_hours_owner_idx" ON "visit_hours" USING btree ("owner_id","hour");--> statement-breakpoint
CREATE INDEX "visits_code_time_idx" ON "visits" USING btree ("code_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_owner_time_idx" ON "visits" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_ip_idx" ON "visits" USING btree ("ip","created_at");