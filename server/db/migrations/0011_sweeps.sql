CREATE TABLE "collection_sweeps" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"stage" smallint NOT NULL,
	"tx_hash" text DEFAULT '' NOT NULL,
	"tx_expires_at" timestamp with time zone,
	"gas_tx_hash" text DEFAULT '' NOT NULL,
	"gas_tx_expires_at" timestamp with time zone,
	"trx_spent" numeric(20, 6) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"retried_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_sweeps_amount_positive" CHECK ("collection_sweeps"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "collection_sweeps" ADD CONSTRAINT "collection_sweeps_wallet_id_tron_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."tron_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_sweeps_active_idx" ON "collection_sweeps" USING btree ("wallet_id") WHERE "collection_sweeps"."stage" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "collection_sweeps_created_idx" ON "collection_sweeps" USING btree ("created_at");