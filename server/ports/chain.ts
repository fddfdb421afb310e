/**
 * The TRON chain as the deposit watcher and the wallet pages need it: incoming TRC20 transfers of
 * an address, a transaction's outcome, the chain's head and balances. The adapter is TronGrid's
 * HTTP API through tronweb (`tron-chain.ts`); tests run it against the project's fake TronGrid.
 */

/** One row of TronGrid's TRC20 transfer listing, before anything about it is trusted. */
export type ListedTransfer = {
  /** Canonical (`canonicalTxHash`): what the deposits store and every spent-hash check compares. */
  txId: string;
  from: string;
  to: string;
  /** The token's integer value, as the listing states it (decimal text). */
  value: string;
  /** `Transfer` or `Approval`. */
  type: string;
  blockTimestamp: number;
  token: { address: string; decimals: number; symbol: string };
};

export type TransferPage = {
  rows: ListedTransfer[];
  /** Where the next page starts, or null on the last page. */
  fingerprint: string | null;
};

/** A Transfer event of a transaction, as its receipt states it: the only thing a credit trusts. */
export type TransferLog = {
  /** The event's place among the transaction's logs. */
  index: number;
  /** The token contract that emitted it (Base58). */
  contract: string;
  from: string;
  to: string;
  value: bigint;
};

export type TransactionOutcome =
  | { found: false }
  | {
      found: true;
      blockNumber: number;
      /** `SUCCESS`, or why it failed (`REVERT`, `OUT_OF_ENERGY`, `FAILED` …). */
      result: string;
      transfers: TransferLog[];
    };

export type BlockHead = { number: number; timestamp: number };

/** A transaction built and signed, not broadcast yet: its id is saved first, so a retry can look for it. */
export type SignedTransfer = {
  /** Canonical (`canonicalTxHash`), as the sweep saves and spends it. */
  txId: string;
  /** After this the transaction can never be included in a block. */
  expiresAt: Date;
  /** The signed transaction as the node takes it. */
  payload: unknown;
};

/** A node's answer to a broadcast: accepted (or already known), or refused with its code. */
export type BroadcastAnswer = { accepted: true } | { accepted: false; code: string; message: string };

export type ChainPort = {
  /**
   * Incoming TRC20 transfers to an address from a block time on, oldest first, a page at a time.
   * Every token is listed, not only USDT: a lookalike token sent to a deposit address is recorded
   * as ignored, so administrators see the attempt.
   */
  listIncoming(
    address: string,
    query: { minTimestamp: number; fingerprint?: string; limit: number },
  ): Promise<TransferPage>;
  /** A transaction's receipt: as the head block sees it, or only once solidified (irreversible). */
  transactionOutcome(txId: string, view: 'head' | 'solidified'): Promise<TransactionOutcome>;
  head(view: 'head' | 'solidified'): Promise<BlockHead>;
  /** TRX and the token's balance of an address, in whole units as exact decimal text. */
  balances(address: string, contract: string): Promise<{ trx: string; token: string }>;
  /** Energy a token transfer of `units` from one address to another would use now. */
  transferEnergy(contract: string, from: string, to: string, units: bigint): Promise<number>;
  /** Sun burnt per unit of energy (the chain parameter `getEnergyFee`). */
  energyFee(): Promise<number>;
  signTrxTransfer(from: string, to: string, sun: bigint, privateKey: string): Promise<SignedTransfer>;
  signTokenTransfer(
    transfer: { contract: string; from: string; to: string; units: bigint; feeLimitSun: bigint },
    privateKey: string,
  ): Promise<SignedTransfer>;
  broadcast(signed: SignedTransfer): Promise<BroadcastAnswer>;
};

/**
 * The chain could not be asked: unreachable, slow, rate limiting (`status` 429/403/503) or
 * answering something that is not what the API promises. The watcher backs off and retries;
 * nothing is lost, because its cursor only moves past what was recorded.
 */
export class ChainUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    /** What the server asked for (`Retry-After`), in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ChainUnavailable';
  }

  /** Whether the server said to slow down, rather than failing on its own. */
  get throttled(): boolean {
    return this.status === 429 || this.status === 403 || this.status === 503;
  }
}
