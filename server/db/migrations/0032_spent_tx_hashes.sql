CREATE TABLE "spent_tx_hashes" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spent_tx_hashes_canonical" CHECK ("spent_tx_hashes"."tx_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "spent_tx_hashes_kind" CHECK ("spent_tx_hashes"."kind" in ('recharge', 'deposit', 'withdrawal', 'sweep'))
);
--> statement-breakpoint
-- Hashes stored before 0032 were kept as typed: `0x`, capitals, a pasted space. Each takes the one
-- spelling of contract/money.ts `canonicalTxHash` (NFKC where the server encoding allows it,
-- whitespace out, lower case, no `0x`); text that still is not 64 hex digits is left as it is.
CREATE FUNCTION pg_temp.canonical_tx_hash(hash text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT regexp_replace(lower(regexp_replace(
    CASE WHEN current_setting('server_encoding') = 'UTF8' THEN normalize(hash, NFKC) ELSE hash END,
    '\s', '', 'g')), '^0x', '')
$$;--> statement-breakpoint
-- Where two rows of one table would become the same hash, the unique index allows one: the row
-- already spelt canonically keeps it, else the oldest row takes it, and the others keep their
-- spelling so nothing an administrator might look into is rewritten out of sight.
UPDATE "orders" SET "tx_hash" = "chosen"."canonical"
FROM (
  SELECT DISTINCT ON ("canonical") "id", "canonical"
  FROM (SELECT "id", "tx_hash", pg_temp.canonical_tx_hash("tx_hash") AS "canonical" FROM "orders" WHERE "tx_hash" <> '') AS "spelt"
  WHERE "canonical" ~ '^[0-9a-f]{64}$'
  ORDER BY "canonical", ("tx_hash" = "canonical") DESC, "id"
) AS "chosen"
WHERE "orders"."id" = "chosen"."id" AND "orders"."tx_hash" <> "chosen"."canonical";--> statement-breakpoint
UPDATE "withdrawals" SET "tx_hash" = "chosen"."canonical"
FROM (
  SELECT DISTINCT ON ("canonical") "id", "canonical"
  FROM (SELECT "id", "tx_hash", pg_temp.canonical_tx_hash("tx_hash") AS "canonical" FROM "withdrawals" WHERE "tx_hash" <> '') AS "spelt"
  WHERE "canonical" ~ '^[0-9a-f]{64}$'
  ORDER BY "canonical", ("tx_hash" = "canonical") DESC, "id"
) AS "chosen"
WHERE "withdrawals"."id" = "chosen"."id" AND "withdrawals"."tx_hash" <> "chosen"."canonical";--> statement-breakpoint
UPDATE "usdt_transfers" SET "tx_hash" = "chosen"."canonical"
FROM (
  SELECT DISTINCT ON ("canonical", "log_index") "id", "canonical"
  FROM (SELECT "id", "tx_hash", "log_index", pg_temp.canonical_tx_hash("tx_hash") AS "canonical" FROM "usdt_transfers") AS "spelt"
  WHERE "canonical" ~ '^[0-9a-f]{64}$'
  ORDER BY "canonical", "log_index", ("tx_hash" = "canonical") DESC, "id"
) AS "chosen"
WHERE "usdt_transfers"."id" = "chosen"."id" AND "usdt_transfers"."tx_hash" <> "chosen"."canonical";--> statement-breakpoint
UPDATE "collection_sweeps" SET
  "tx_hash" = CASE WHEN pg_temp.canonical_tx_hash("tx_hash") ~ '^[0-9a-f]{64}$' THEN pg_temp.canonical_tx_hash("tx_hash") ELSE "tx_hash" END,
  "gas_tx_hash" = CASE WHEN pg_temp.canonical_tx_hash("gas_tx_hash") ~ '^[0-9a-f]{64}$' THEN pg_temp.canonical_tx_hash("gas_tx_hash") ELSE "gas_tx_hash" END
WHERE "tx_hash" <> '' OR "gas_tx_hash" <> '';--> statement-breakpoint
-- Every hash money already moved on, spent by whoever spent it first. Recharges paid by the chain
-- come in through their deposit, and a deposit the watcher marked credited_by_hand through its
-- order. If one hash was spent twice before this table existed (the double credit it prevents from
-- now on), only the first spender is recorded and the other rows stay as they are: the money they
-- moved is history in the ledger, and turning it back is an administrator's decision, not a
-- migration's. The spelling of a row left uncanonical above still counts here.
INSERT INTO "spent_tx_hashes" ("tx_hash", "kind", "ref_id", "created_at")
SELECT DISTINCT ON ("canonical") "canonical", "kind", "ref_id", "spent_at"
FROM (
  SELECT pg_temp.canonical_tx_hash("tx_hash") AS "canonical", 'recharge' AS "kind", "id" AS "ref_id", coalesce("pay_time", "created_at") AS "spent_at"
    FROM "orders" WHERE "type" = 1 AND "status" = 2 AND "credited_by" IS NOT NULL AND "tx_hash" <> ''
  UNION ALL
  SELECT pg_temp.canonical_tx_hash("tx_hash"), 'deposit', "id", coalesce("credited_at", "received_at")
    FROM "usdt_transfers" WHERE "status" = 2 AND "remark" NOT LIKE 'credited\_by\_hand:%'
  UNION ALL
  SELECT pg_temp.canonical_tx_hash("tx_hash"), 'withdrawal', "id", coalesce("reviewed_at", "created_at")
    FROM "withdrawals" WHERE "status" = 2 AND "tx_hash" <> ''
  UNION ALL
  SELECT pg_temp.canonical_tx_hash("tx_hash"), 'sweep', "id", "created_at"
    FROM "collection_sweeps" WHERE "tx_hash" <> ''
  UNION ALL
  SELECT pg_temp.canonical_tx_hash("gas_tx_hash"), 'sweep', "id", "created_at"
    FROM "collection_sweeps" WHERE "gas_tx_hash" <> ''
) AS "spent"
WHERE "canonical" ~ '^[0-9a-f]{64}$'
ORDER BY "canonical", "spent_at", "ref_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP FUNCTION pg_temp.canonical_tx_hash(text);
