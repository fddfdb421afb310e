CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"status" smallint NOT NULL,
	"pay_type" smallint DEFAULT 1 NOT NULL,
	"combo_id" integer,
	"combo_name" jsonb,
	"days" integer,
	"request_id" text,
	"member_expire_time" timestamp with time zone,
	"tx_hash" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"credited_by" integer,
	"expire_time" timestamp with time zone,
	"pay_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_combos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"days" integer NOT NULL,
	"max_codes" integer NOT NULL,
	"max_domains" integer NOT NULL,
	"detailed_log" boolean DEFAULT true NOT NULL,
	"retention_days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "bills" SET "idempotency_key" = 'legacy:' || "id";--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_combo_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_combo_id_vip_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."vip_combos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_request_idx" ON "orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tx_hash_idx" ON "orders" USING btree ("tx_hash") WHERE "orders"."tx_hash" <> '';--> statement-breakpoint
CREATE INDEX "bills_type_idx" ON "bills" USING btree ("type","created_at");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_balance_after_non_negative" CHECK ("bills"."balance_after" >= 0);--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_arithmetic" CHECK ("bills"."balance_after" = "bills"."balance_before" + "bills"."amount");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_non_negative" CHECK ("users"."balance" >= 0);