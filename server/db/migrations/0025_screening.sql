CREATE TABLE "screen_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer,
	"code_id" integer,
	"owner_id" integer,
	"host" text NOT NULL,
	"url" text NOT NULL,
	"verdict" smallint NOT NULL,
	"source" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"trigger" text DEFAULT 'save' NOT NULL,
	"decided_by" integer,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"match_type" smallint NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_verdicts" (
	"host" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"verdict" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "paused_by_screening_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "screen_results_code_idx" ON "screen_results" USING btree ("code_id","checked_at");--> statement-breakpoint
CREATE INDEX "screen_results_destination_idx" ON "screen_results" USING btree ("destination_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_rules_kind_value_idx" ON "screen_rules" USING btree ("kind","match_type","value");