CREATE TABLE "agent_day_payers" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "agent_day_payers_agent_id_day_customer_id_pk" PRIMARY KEY("agent_id","day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "agent_days" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"paying_customers" integer DEFAULT 0 NOT NULL,
	"purchase_amount" numeric(20, 6) DEFAULT '0' NOT NULL,
	"share_amount" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "agent_days_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
