CREATE TABLE "maintenance_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" integer NOT NULL,
	"holder" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_runs_one_running_idx" ON "maintenance_runs" USING btree ("task") WHERE "maintenance_runs"."status" = 1;--> statement-breakpoint
CREATE INDEX "maintenance_runs_task_idx" ON "maintenance_runs" USING btree ("task","id");