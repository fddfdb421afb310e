CREATE TABLE "visit_profile_days" (
	"owner_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"day" date NOT NULL,
	"profile_id" integer NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_profile_days_owner_id_code_id_day_profile_id_pk" PRIMARY KEY("owner_id","code_id","day","profile_id")
);
--> statement-breakpoint
CREATE TABLE "visit_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"province" text,
	"carrier" text,
	"os" text,
	"browser" text,
	"model" text,
	"country" text,
	CONSTRAINT "visit_profiles_values_key" UNIQUE NULLS NOT DISTINCT("province","carrier","os","browser","model","country")
);
--> statement-breakpoint
-- One code's per-dimension counts become counts of profiles that each know one dimension (the
-- other five null), so every statistic reads the same totals as before. visit_facets keeps the
-- owner-wide rows (code 0). Facets: 1 province, 2 carrier, 3 os, 4 browser, 5 model, 6 country.
INSERT INTO "visit_profiles" ("province", "carrier", "os", "browser", "model", "country")
SELECT DISTINCT
	CASE WHEN "facet" = 1 THEN "value" END,
	CASE WHEN "facet" = 2 THEN "value" END,
	CASE WHEN "facet" = 3 THEN "value" END,
	CASE WHEN "facet" = 4 THEN "value" END,
	CASE WHEN "facet" = 5 THEN "value" END,
	CASE WHEN "facet" = 6 THEN "value" END
FROM "visit_facets" WHERE "code_id" <> 0 AND "facet" BETWEEN 1 AND 6
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "visit_profile_days" ("owner_id", "code_id", "day", "profile_id", "visits")
SELECT f."owner_id", f."code_id", f."day", p."id", f."visits"
FROM "visit_facets" f
JOIN (
	SELECT "id",
		CASE WHEN "province" IS NOT NULL THEN 1 WHEN "carrier" IS NOT NULL THEN 2 WHEN "os" IS NOT NULL THEN 3
			WHEN "browser" IS NOT NULL THEN 4 WHEN "model" IS NOT NULL THEN 5 ELSE 6 END AS "facet",
		coalesce("province", "carrier", "os", "browser", "model", "country") AS "value"
	FROM "visit_profiles"
	WHERE num_nonnulls("province", "carrier", "os", "browser", "model", "country") = 1
) p ON p."facet" = f."facet" AND p."value" = f."value"
WHERE f."code_id" <> 0;
--> statement-breakpoint
DELETE FROM "visit_facets" WHERE "code_id" <> 0;
