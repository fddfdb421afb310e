CREATE TABLE "visitor_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"cidr" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_blacklist_cidr_unique" UNIQUE("cidr")
);
