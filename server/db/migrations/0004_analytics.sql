CREATE TABLE "async_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_path" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"code_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"refused" bigint DEFAULT 0 NOT NULL,
	"bots" bigint DEFAULT 0 NOT NULL,
	"unique_ips" bigint DEFAULT 0 NOT NULL,
	"desktop" bigint DEFAULT 0 NOT NULL,
	"wechat" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_days_code_id_day_pk" PRIMARY KEY("code_id","day")
);
--> statement-breakpoint
CREATE TABLE "visit_facets" (
	"owner_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"day" date NOT NULL,
	"facet" smallint NOT NULL,
	"value" text NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_facets_owner_id_code_id_day_facet_value_pk" PRIMARY KEY("owner_id","code_id","day","facet","value")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "query_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_hours" ADD COLUMN "desktop" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_hours" ADD COLUMN "wechat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "async_operations_owner_idx" ON "async_operations" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "visit_days_owner_idx" ON "visit_days" USING btree ("owner_id","day");--> statement-breakpoint
CREATE INDEX "visit_days_day_idx" ON "visit_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "visit_hours_hour_idx" ON "visit_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "visits_time_idx" ON "visits" USING btree ("created_at");