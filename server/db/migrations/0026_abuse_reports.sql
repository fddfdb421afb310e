CREATE TABLE "abuse_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"category" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"reporter_ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"admin_note" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_reports_status_idx" ON "abuse_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "abuse_reports_code_idx" ON "abuse_reports" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "abuse_reports_owner_idx" ON "abuse_reports" USING btree ("owner_id");