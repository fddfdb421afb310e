CREATE TABLE "suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone,
	"report_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suspensions_one_open_idx" ON "suspensions" USING btree ("target_type","target_id") WHERE "suspensions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "suspensions_created_idx" ON "suspensions" USING btree ("created_at");