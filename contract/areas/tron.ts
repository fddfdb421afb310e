import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, paged, pageInput, prefixed } from '../call';
import { CollectionStatus, DepositStatus, SweepStage } from '../enums';
import { moneyOutput } from '../money';
import { text } from '../text';

/**
 * TRC20-USDT deposits (SPEC §7 TRON): each user pays into a deposit wallet of their own; a chain
 * watcher records every incoming transfer as its own row and credits it once the chain has
 * solidified it. Private keys never leave the server except to a super administrator who
 * re-enters the password.
 */

export const tronWalletRowSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  account: z.string(),
  base58: z.string(),
  hex: z.string(),
  public_key: z.string(),
  /** Balances as last read from the chain; `balance_read_at` says when (null: never read). */
  trx_balance: moneyOutput,
  usdt_balance: moneyOutput,
  balance_read_at: isoTime.nullable(),
  deleted: z.boolean(),
  create_time: isoTime,
  delete_time: isoTime.nullable(),
});

export const depositRowSchema = z.object({
  id: z.int(),
  tx_hash: z.string(),
  /** The Transfer event's place among the transaction's logs; -1 for a row not ours to credit. */
  log_index: z.int(),
  user_id: z.int().nullable(),
  account: z.string(),
  from: z.string(),
  to: z.string(),
  /** The token contract the transfer was made in (Base58). */
  token: z.string(),
  amount: moneyOutput,
  block: z.int().nullable(),
  /** The block's time, as the chain states it. */
  timestamp: isoTime,
  type: z.string(),
  fingerprint: z.string(),
  status: enumSchema(DepositStatus),
  remark: z.string(),
  order_id: z.int().nullable(),
  receive_time: isoTime,
  credit_time: isoTime.nullable(),
});

/** How the chain watcher stands: shown to administrators beside the transfers it found. */
export const watcherStatusSchema = z.object({
  /** Whether a TronGrid endpoint is configured at all; without one payments are confirmed by hand. */
  configured: z.boolean(),
  /** Deposit addresses watched, and those polled often (an order pending or the recharge page open). */
  addresses: z.int(),
  hot_addresses: z.int(),
  /** The oldest time any address was last read completely; null before the first poll. */
  oldest_poll: isoTime.nullable(),
  /** Seconds since `oldest_poll` for an address that should have been read by now (0: on time). */
  lag_seconds: z.int(),
  /** The newest error of any address, with the address, or empty. */
  last_error: z.string(),
  last_error_address: z.string(),
  confirming: z.int(),
});

const keyword = text().trim().max(100).optional();

export const tronCalls = prefixed('tron', {
  inquire: call({
    summary: 'Deposit wallets of every user, with their cached balances (never a private key)',
    effect: 'read',
    access: 'permission',
    input: z.object({
      /** Part of the owner's account or of an address. */
      keyword,
      user_id: idSchema.optional(),
      deleted: z.boolean().optional(),
      ...pageInput,
    }),
    output: paged(tronWalletRowSchema),
  }),
  refresh: call({
    summary: 'Read a deposit wallet’s TRX and USDT balances from the chain now',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema }),
    output: tronWalletRowSchema,
  }),
  reveal: call({
    summary: 'Show one deposit wallet’s private key after the caller re-enters the password (logged)',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, password: text().min(1, 'rule.password_required').max(128) }),
    output: z.object({ private_key: z.string() }),
  }),
});

const depositFilter = {
  status: enumSchema(DepositStatus).optional(),
  /** Part of a transaction hash, an address or the owner's account. */
  keyword,
  user_id: idSchema.optional(),
  start_time: z.iso.datetime({ offset: true }).optional(),
  end_time: z.iso.datetime({ offset: true }).optional(),
  ...pageInput,
};

export const usdtTransactionRecordCalls = prefixed('usdt_transaction_record', {
  inquire: call({
    summary: 'Incoming USDT transfers to deposit wallets, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object(depositFilter),
    output: paged(depositRowSchema),
  }),
  status: call({
    summary: 'How the chain watcher stands: addresses watched, lag and the last error',
    effect: 'read',
    access: 'permission',
    permission: 'usdt_transaction_record/inquire',
    input: z.object({}),
    output: watcherStatusSchema,
  }),
});

export const sweepRowSchema = z.object({
  /** The sweep's serial number. */
  id: z.int(),
  wallet_id: z.int(),
  account: z.string(),
  from: z.string(),
  to: z.string(),
  amount: moneyOutput,
  stage: enumSchema(SweepStage),
  /** SPEC's summary status: success once swept, fail once failed, null while under way. */
  status: enumSchema(CollectionStatus).nullable(),
  /** The USDT transfer's hash (saved before it is broadcast), and the TRX top-up's, if any. */
  tx_hash: z.string(),
  gas_tx_hash: z.string(),
  /** TRX the platform spent on this sweep: the top-up sent to the wallet. */
  trx_spent: moneyOutput,
  remark: z.string(),
  create_time: isoTime,
  update_time: isoTime,
});

export const reconciliationSchema = z.object({
  /** The platform wallet that pays the deposit wallets' energy: fund it with TRX. */
  gas_wallet: z.object({ address: z.string(), trx_balance: moneyOutput }),
  collection_address: z.string(),
  wallets: z.int(),
  /** USDT the deposit wallets hold on chain, read now. */
  onchain_usdt: moneyOutput,
  /** USDT credited to balances and not swept yet: what the wallets should hold. */
  credited_unswept: moneyOutput,
  /** `onchain_usdt − credited_unswept`: above zero, transfers not credited (yet); below, missing funds. */
  drift: moneyOutput,
  trx_spent: moneyOutput,
  /** Wallets the chain would not answer for; their balances are left out of `onchain_usdt`. */
  unread: z.int(),
});

export const tronTransactionSummaryCalls = prefixed('tron_transaction_summary', {
  inquire: call({
    summary: 'Collection sweeps of deposit wallets into the collection wallet, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({
      stage: enumSchema(SweepStage).optional(),
      /** Part of an address, a hash or the owner's account. */
      keyword,
      ...pageInput,
    }),
    output: paged(sweepRowSchema),
  }),
  sweep: call({
    summary: 'Start sweeps of the chosen deposit wallets (or all) holding credited USDT above the threshold',
    effect: 'write',
    access: 'permission',
    input: z.object({ wallet_ids: z.array(idSchema).max(500).optional(), all: z.boolean().default(false) }),
    output: z.object({ started: z.int(), skipped: z.int() }),
  }),
  retry: call({
    summary: 'Try a failed sweep again (its transaction is checked on chain first, so nothing is sent twice)',
    effect: 'write',
    access: 'permission',
    permission: 'tron_transaction_summary/sweep',
    input: z.object({ id: idSchema }),
    output: z.object({ id: z.int() }),
  }),
  reconcile: call({
    summary: 'On-chain USDT of the deposit wallets against the ledger’s credited-not-swept, and TRX spent',
    effect: 'read',
    access: 'permission',
    permission: 'tron_transaction_summary/inquire',
    input: z.object({}),
    output: reconciliationSchema
      .nullable()
      .describe(
        'Null while no chain is configured: payments are confirmed by hand and there is nothing to compare',
      ),
  }),
});

/** The caller's own view of their deposits, for the recharge page. */
export const rechargeDepositCalls = prefixed('balance_recharge', {
  wallet: call({
    summary: 'The caller’s deposit address (created on first ask) and their latest transfers to it',
    // Creating the wallet is a detail of reading the address: opening the page is not an operation to log.
    effect: 'read',
    access: 'permission',
    permission: 'balance_recharge/add',
    input: z.object({}),
    output: z.object({
      /** Null while payments are confirmed by an administrator (no chain watcher configured). */
      address: z.string().nullable(),
      transfers: z.array(depositRowSchema.omit({ account: true, fingerprint: true })),
    }),
  }),
});

/** Socket event `payment_seen`: a transfer to the user's deposit wallet awaits confirmation. */
export const paymentSeenSchema = z.object({
  tx_hash: z.string(),
  amount: z.string(),
  status: enumSchema(DepositStatus),
  /**
   * The recharge order the transfer is expected to pay once confirmed (the owner's oldest pending
   * order of exactly its amount, as the credit chooses), so the order's page can say "confirming";
   * null when it would go to the balance. Defaults to null for a server that does not say.
   */
  order_id: z.int().nullable().default(null),
});

export const tronAreaCalls = {
  ...tronCalls,
  ...usdtTransactionRecordCalls,
  ...tronTransactionSummaryCalls,
  ...rechargeDepositCalls,
};
