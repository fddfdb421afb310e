CREATE TABLE "chain_cursors" (
	"address" text PRIMARY KEY NOT NULL,
	"min_timestamp" bigint DEFAULT 0 NOT NULL,
	"hot_until" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tron_wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"base58" text NOT NULL,
	"hex" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"trx_balance" numeric(20, 6) DEFAULT '0' NOT NULL,
	"usdt_balance" numeric(20, 6) DEFAULT '0' NOT NULL,
	"balance_read_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tron_wallets_base58_unique" UNIQUE("base58"),
	CONSTRAINT "tron_wallets_hex_unique" UNIQUE("hex")
);
--> statement-breakpoint
CREATE TABLE "usdt_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"wallet_id" integer,
	"user_id" integer,
	"from_address" text DEFAULT '' NOT NULL,
	"to_address" text NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"raw_value" text DEFAULT '0' NOT NULL,
	"amount" numeric(20, 6) DEFAULT '0' NOT NULL,
	"block" bigint,
	"block_timestamp" bigint NOT NULL,
	"type" text DEFAULT 'Transfer' NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tron_wallets" ADD CONSTRAINT "tron_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_transfers" ADD CONSTRAINT "usdt_transfers_wallet_id_tron_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."tron_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdt_transfers" ADD CONSTRAINT "usdt_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tron_wallets_live_user_idx" ON "tron_wallets" USING btree ("user_id") WHERE not "tron_wallets"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_transfers_tx_log_idx" ON "usdt_transfers" USING btree ("tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "usdt_transfers_status_idx" ON "usdt_transfers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "usdt_transfers_user_idx" ON "usdt_transfers" USING btree ("user_id","received_at");