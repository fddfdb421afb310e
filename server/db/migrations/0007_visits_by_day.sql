-- Raw visits partitioned by UTC day: retention drops whole days instead of deleting rows one by
-- one. The existing rows move into one partition per day they fall on; the default partition
-- catches anything no day partition covers yet (the server creates the coming days' partitions).
ALTER SEQUENCE "visits_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "visits_by_day" (
	"id" bigint DEFAULT nextval('visits_id_seq') NOT NULL,
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
	"model" text DEFAULT '' NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "visits_id_created_at_pk" PRIMARY KEY("id","created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
CREATE TABLE "visits_default" PARTITION OF "visits_by_day" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
	day date;
BEGIN
	FOR day IN SELECT DISTINCT ("created_at" AT TIME ZONE 'UTC')::date FROM "visits" LOOP
		EXECUTE format(
			'CREATE TABLE %I PARTITION OF "visits_by_day" FOR VALUES FROM (%L) TO (%L)',
			'visits_' || to_char(day, 'YYYYMMDD'),
			day::timestamp AT TIME ZONE 'UTC',
			(day + 1)::timestamp AT TIME ZONE 'UTC'
		);
	END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "visits_by_day" ("id", "code_id", "destination_id", "owner_id", "created_at", "ip", "user_agent",
	"referrer", "access_status", "in_wechat", "bot", "scanned", "country", "province", "city", "carrier", "os",
	"browser", "device", "model", "cleared_at")
SELECT "id", "code_id", "destination_id", "owner_id", "created_at", "ip", "user_agent", "referrer",
	"access_status", "in_wechat", "bot", "scanned", "country", "province", "city", "carrier", "os", "browser",
	"device", "model", "cleared_at"
FROM "visits";--> statement-breakpoint
DROP TABLE "visits";--> statement-breakpoint
ALTER TABLE "visits_by_day" RENAME TO "visits";--> statement-breakpoint
ALTER SEQUENCE "visits_id_seq" OWNED BY "visits"."id";--> statement-breakpoint
CREATE INDEX "visits_code_time_idx" ON "visits" USING btree ("code_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_time_idx" ON "visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visits_owner_time_idx" ON "visits" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_ip_idx" ON "visits" USING btree ("ip","created_at");
