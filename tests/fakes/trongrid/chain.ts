import {
  addressWord,
  bandwidthBytes,
  buildTransaction,
  encodeTransaction,
  FakeInputError,
  type Hex41,
  randomHex41,
  recoverSigner,
  refBlockFields,
  SELECTOR,
  sha256Hex,
  type TxHeader,
  type TxJson,
  toBase58,
  toHex41,
  uintWord,
  wordAt,
  wordToHex41,
  wordToUint,
} from './codec';
import { Ledger } from './ledger';

export const BLOCK_INTERVAL_MS = 3000;
export const DEFAULT_GENESIS_TIME = 1_767_225_600_000;
export const DEFAULT_SOLID_LAG = 19;
export const DEFAULT_USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const START_HEAD = 1000;
const TX_LIFETIME_MS = 60_000;
const MAX_EXPIRATION_MS = 86_400_000;
const DAY_MS = 86_400_000;

/** Mainnet-like fees, in sun; `energyFee` is sun per unit of energy. */
export const FEES = {
  energyFee: 210n,
  bandwidthFee: 1000n,
  freeNetLimit: 600,
  createAccountBandwidthFee: 100_000n,
  createAccountSystemFee: 1_000_000n,
  maxFeeLimit: 15_000_000_000n,
} as const;

/** Energy of USDT calls (a transfer to an address holding none of the token costs more: a new storage slot). */
export const ENERGY = {
  transferToHolder: 14_650,
  transferToNewHolder: 31_895,
  approve: 22_000,
  revert: 4_000,
  constantCall: 500,
} as const;

export type ReceiptResult = 'SUCCESS' | 'REVERT' | 'OUT_OF_ENERGY';
export type TokenEventType = 'Transfer' | 'Approval';
export type ChainView = 'head' | 'solid';
export type HeadState = { head: number; solid: number };

export type FakeToken = { hex: Hex41; address: string; symbol: string; name: string; decimals: number };

export type TokenEvent = { token: Hex41; type: TokenEventType; from: Hex41; to: Hex41; value: bigint };

export type ChainTransaction = {
  txID: string;
  blockNumber: number;
  blockTimestamp: number;
  /** Position inside its block. */
  index: number;
  owner: Hex41;
  contractType: 'TransferContract' | 'TriggerSmartContract';
  contractAddress: Hex41 | null;
  receipt: ReceiptResult;
  /**
   * The token events the call makes. They are logs only when the receipt is SUCCESS, but the v1
   * listing shows them whatever the receipt, as TronGrid does, so a watcher must check receipts.
   */
  events: TokenEvent[];
  fee: bigint;
  energyUsage: number;
  energyFee: bigint;
  netUsage: number;
  netFee: bigint;
  contractResult: string;
  resMessage: string | null;
  /** The signed transaction as broadcast (or, for injected ones, with a placeholder signature). */
  json: TxJson;
};

export type ChainBlock = {
  number: number;
  timestamp: number;
  blockID: string;
  parentHash: string;
  txTrieRoot: string;
  witness: Hex41;
  transactions: ChainTransaction[];
};

export type BroadcastCode =
  | 'SIGERROR'
  | 'DUP_TRANSACTION_ERROR'
  | 'TRANSACTION_EXPIRATION_ERROR'
  | 'TAPOS_ERROR'
  | 'CONTRACT_VALIDATE_ERROR'
  | 'BANDWITH_ERROR'
  | 'OTHER_ERROR';

export type BroadcastResult =
  | { result: true; txid: string }
  | { code: BroadcastCode; txid: string; message: string };

export type InjectTransfer = {
  to: string;
  value: bigint;
  from?: string;
  token?: string;
  type?: TokenEventType;
  receipt?: ReceiptResult;
  count?: number;
};

export type FakeChainOptions = { solidLag?: number; usdtContract?: string; genesisTime?: number };

type Pending =
  | { kind: 'broadcast'; txID: string; owner: Hex41; json: TxJson }
  | {
      kind: 'injected';
      txID: string;
      owner: Hex41;
      json: TxJson;
      events: TokenEvent[];
      receipt: ReceiptResult;
    };

type ExecutionContext = { number: number; timestamp: number; index: number };

type ChainState = {
  headNumber: number;
  pinnedSolid: number;
  clockCarryMs: number;
  buildSeq: number;
  blocks: Map<number, ChainBlock>;
  transactions: Map<string, ChainTransaction>;
  ordered: ChainTransaction[];
  pending: Pending[];
  ledger: Ledger;
  accounts: Map<Hex41, { createdBlock: number; createTime: number }>;
  freeNet: Map<Hex41, { day: number; used: number }>;
  broadcasts: string[];
};

const ZERO_HASH = '0'.repeat(64);
const WITNESSES = [0, 1, 2].map((i) => `41${sha256Hex(`fake-trongrid:witness:${i}`).slice(0, 40)}`);
const PLACEHOLDER_SIGNATURE = `${'ab'.repeat(64)}1b`;

/**
 * The in-memory TRON chain behind the fake TronGrid: blocks every 3 s, a solidified head that
 * lags the head, TRX and TRC20 balances with history, a pending pool filled by broadcasts and
 * emptied into the next mined block.
 */
export class FakeChain {
  readonly genesisTime: number;
  readonly solidLag: number;
  readonly usdt: FakeToken;
  /** Same symbol and name as USDT at another address: what a careless watcher would credit. */
  readonly lookalikeUsdt: FakeToken;
  private readonly tokens = new Map<Hex41, FakeToken>();
  private state: ChainState;

  constructor(options: FakeChainOptions = {}) {
    this.genesisTime = options.genesisTime ?? DEFAULT_GENESIS_TIME;
    this.solidLag = Math.max(0, options.solidLag ?? DEFAULT_SOLID_LAG);
    this.usdt = this.addToken({
      address: options.usdtContract ?? DEFAULT_USDT_CONTRACT,
      symbol: 'USDT',
      name: 'Tether USD',
    });
    this.lookalikeUsdt = this.addToken({
      address: toBase58(`41${sha256Hex('fake-trongrid:lookalike-usdt').slice(0, 40)}`),
      symbol: 'USDT',
      name: 'Tether USD',
    });
    this.state = this.freshState();
  }

  /** Forgets every block, balance and transaction; the tokens stay deployed. */
  reset(): void {
    this.state = this.freshState();
  }

  private freshState(): ChainState {
    return {
      headNumber: START_HEAD,
      pinnedSolid: 0,
      clockCarryMs: 0,
      buildSeq: 0,
      blocks: new Map(),
      transactions: new Map(),
      ordered: [],
      pending: [],
      ledger: new Ledger(),
      accounts: new Map(),
      freeNet: new Map(),
      broadcasts: [],
    };
  }

  // ─── Tokens ───────────────────────────────────────────────────────────

  addToken(spec: { address?: string; symbol: string; name: string; decimals?: number }): FakeToken {
    const hex = spec.address ? toHex41(spec.address, 'token address') : randomHex41();
    const token = {
      hex,
      address: toBase58(hex),
      symbol: spec.symbol,
      name: spec.name,
      decimals: spec.decimals ?? 6,
    };
    this.tokens.set(hex, token);
    return token;
  }

  token(address: string): FakeToken | undefined {
    try {
      return this.tokens.get(toHex41(address));
    } catch {
      return undefined;
    }
  }

  allTokens(): FakeToken[] {
    return [...this.tokens.values()];
  }

  private requireToken(address: string): FakeToken {
    const token = this.token(address);
    if (!token) throw new FakeInputError(`unknown token contract: ${address}`);
    return token;
  }

  // ─── Blocks and time ──────────────────────────────────────────────────

  get head(): number {
    return this.state.headNumber;
  }

  /** Never behind an earlier solidify(), never ahead of the head. */
  get solid(): number {
    return Math.min(this.head, Math.max(0, this.head - this.solidLag, this.state.pinnedSolid));
  }

  heads(): HeadState {
    return { head: this.head, solid: this.solid };
  }

  viewBlock(view: ChainView): number {
    return view === 'head' ? this.head : this.solid;
  }

  /** The newest block a view sees; the head view also sees the block being mined right now. */
  private visibleUpTo(view: ChainView): number {
    return view === 'head' ? Number.POSITIVE_INFINITY : this.solid;
  }

  blockTimestamp(number: number): number {
    return this.genesisTime + number * BLOCK_INTERVAL_MS;
  }

  /** The chain's clock: the head block's time. */
  get now(): number {
    return this.blockTimestamp(this.head);
  }

  block(number: number): ChainBlock | undefined {
    if (!Number.isSafeInteger(number) || number < 0 || number > this.head) return undefined;
    return this.state.blocks.get(number) ?? this.sealBlock(number, []);
  }

  blockById(blockID: string): ChainBlock | undefined {
    const id = blockID.toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(id)) return undefined;
    const block = this.block(Number.parseInt(id.slice(0, 16), 16));
    return block?.blockID === id ? block : undefined;
  }

  headBlock(view: ChainView = 'head'): ChainBlock {
    const block = this.block(this.viewBlock(view));
    if (!block) throw new Error('the head block always exists');
    return block;
  }

  private blockIdOf(number: number): string {
    return (
      this.state.blocks.get(number)?.blockID ?? this.idFor(number, this.blockTimestamp(number), ZERO_HASH)
    );
  }

  private idFor(number: number, timestamp: number, txTrieRoot: string): string {
    const digest = sha256Hex(`${this.genesisTime}:${number}:${timestamp}:${txTrieRoot}`);
    return number.toString(16).padStart(16, '0') + digest.slice(16);
  }

  private sealBlock(number: number, transactions: ChainTransaction[]): ChainBlock {
    const timestamp = this.blockTimestamp(number);
    const txTrieRoot = transactions.length
      ? sha256Hex(transactions.map((tx) => tx.txID).join(''))
      : ZERO_HASH;
    return {
      number,
      timestamp,
      blockID: this.idFor(number, timestamp, txTrieRoot),
      parentHash: number === 0 ? ZERO_HASH : this.blockIdOf(number - 1),
      txTrieRoot,
      witness: WITNESSES[number % WITNESSES.length] ?? '',
      transactions,
    };
  }

  mine(blocks = 1): HeadState {
    for (let i = 0; i < blocks; i++) this.mineBlock([]);
    return this.heads();
  }

  /** The solidified head catches up with the head; later blocks lag again. */
  solidify(): HeadState {
    this.state.pinnedSolid = this.head;
    return this.heads();
  }

  /** Time passes: one block per 3 s of it, the remainder carried to the next call. */
  advanceClock(ms: number): HeadState {
    const total = this.state.clockCarryMs + Math.max(0, Math.floor(ms));
    const blocks = Math.floor(total / BLOCK_INTERVAL_MS);
    this.state.clockCarryMs = total - blocks * BLOCK_INTERVAL_MS;
    return this.mine(blocks);
  }

  private mineBlock(injected: Pending[]): ChainBlock {
    const number = this.head + 1;
    const timestamp = this.blockTimestamp(number);
    const queue = [...this.state.pending, ...injected];
    this.state.pending = [];
    const transactions: ChainTransaction[] = [];
    for (const pending of queue) {
      const tx = this.execute(pending, { number, timestamp, index: transactions.length });
      if (tx) transactions.push(tx);
    }
    const block = this.sealBlock(number, transactions);
    this.state.headNumber = number;
    this.state.buildSeq = 0;
    if (transactions.length) this.state.blocks.set(number, block);
    for (const tx of transactions) {
      this.state.transactions.set(tx.txID, tx);
      this.state.ordered.push(tx);
    }
    return block;
  }

  /** TAPOS fields and times for a transaction built now, as java-tron fills them in. */
  txHeader(feeLimit?: number): TxHeader {
    const head = this.headBlock();
    // Distinct timestamps keep two identical requests in one block from sharing an id.
    const offset = Math.min(this.state.buildSeq++, BLOCK_INTERVAL_MS - 1);
    return {
      refBlockNumber: head.number,
      refBlockID: head.blockID,
      expiration: head.timestamp + TX_LIFETIME_MS,
      timestamp: head.timestamp + offset,
      ...(feeLimit ? { feeLimit } : {}),
    };
  }

  // ─── Balances and accounts ────────────────────────────────────────────

  trxBalance(address: string, view: ChainView = 'head'): bigint {
    return this.state.ledger.at(`trx:${toHex41(address)}`, this.visibleUpTo(view));
  }

  tokenBalance(token: string, address: string, view: ChainView = 'head'): bigint {
    return this.state.ledger.at(`${toHex41(token)}:${toHex41(address)}`, this.visibleUpTo(view));
  }

  /** Only TRX creates an account on TRON; receiving tokens alone does not. */
  account(address: string, view: ChainView = 'head'): { createTime: number } | undefined {
    const account = this.state.accounts.get(toHex41(address));
    return account && account.createdBlock <= this.visibleUpTo(view)
      ? { createTime: account.createTime }
      : undefined;
  }

  /** Free bandwidth used today by `address` (it resets each chain day). */
  freeNetUsed(address: string): number {
    const usage = this.state.freeNet.get(toHex41(address));
    return usage && usage.day === Math.floor(this.now / DAY_MS) ? usage.used : 0;
  }

  /**
   * Credits balances as if they had always been there (block 0), so both the head and the
   * solidified views see them at once. TRX also creates the account.
   */
  fund(address: string, amounts: { trx?: bigint; tokens?: { token: string; value: bigint }[] }): void {
    const hex = toHex41(address);
    if (amounts.trx !== undefined) {
      this.credit('trx', hex, amounts.trx, 0);
      if (!this.state.accounts.has(hex))
        this.state.accounts.set(hex, { createdBlock: 0, createTime: this.now });
    }
    for (const { token, value } of amounts.tokens ?? [])
      this.credit(this.requireToken(token).hex, hex, value, 0);
  }

  balances(): { trx: Record<string, string>; tokens: Record<string, Record<string, string>> } {
    const trx: Record<string, string> = {};
    const tokens: Record<string, Record<string, string>> = {};
    for (const [key, value] of this.state.ledger.entries()) {
      const [asset = '', holder = ''] = key.split(':');
      if (asset === 'trx') trx[toBase58(holder)] = value.toString();
      else {
        const token = toBase58(asset);
        tokens[token] = { ...tokens[token], [toBase58(holder)]: value.toString() };
      }
    }
    return { trx, tokens };
  }

  private credit(asset: 'trx' | Hex41, holder: Hex41, delta: bigint, block: number): void {
    this.state.ledger.add(`${asset}:${holder}`, delta, block);
  }

  private createAccount(hex: Hex41, block: number, time: number): void {
    if (!this.state.accounts.has(hex))
      this.state.accounts.set(hex, { createdBlock: block, createTime: time });
  }

  // ─── Transactions ─────────────────────────────────────────────────────

  /** A mined transaction; in the solidified view only once its block is solidified. */
  transaction(txID: string, view: ChainView = 'head'): ChainTransaction | undefined {
    const tx = this.state.transactions.get(txID.toLowerCase());
    return tx && tx.blockNumber <= this.viewBlock(view) ? tx : undefined;
  }

  /** Every mined transaction, oldest first (block, then position in the block). */
  transactions(): readonly ChainTransaction[] {
    return this.state.ordered;
  }

  get broadcasts(): readonly string[] {
    return this.state.broadcasts;
  }

  get pendingCount(): number {
    return this.state.pending.length;
  }

  /** The energy a `transfer(address,uint256)` of `token` to `to` would take. */
  transferEnergy(token: Hex41, to: Hex41, view: ChainView = 'head'): number {
    return this.tokenBalance(token, to, view) > 0n ? ENERGY.transferToHolder : ENERGY.transferToNewHolder;
  }

  /**
   * Checks a signed transaction the way a fullnode does and, when it passes, pools it for the
   * next block. Balances and receipts are settled when that block is mined.
   */
  broadcast(input: unknown): BroadcastResult {
    let json: TxJson;
    let txID: string;
    try {
      json = structuredClone(input) as TxJson;
      txID = encodeTransaction(json).txID;
    } catch (error) {
      return { code: 'OTHER_ERROR', txid: '', message: `invalid transaction: ${(error as Error).message}` };
    }
    const refused = (code: BroadcastCode, message: string): BroadcastResult => ({
      code,
      txid: txID,
      message,
    });
    if (this.state.transactions.has(txID) || this.state.pending.some((p) => p.txID === txID))
      return refused('DUP_TRANSACTION_ERROR', 'Dup transaction.');
    if (!this.taposHolds(json)) return refused('TAPOS_ERROR', 'Tapos check error');
    const expiry = this.expiryProblem(json.raw_data.expiration);
    if (expiry) return refused('TRANSACTION_EXPIRATION_ERROR', expiry);
    const contract = json.raw_data.contract[0];
    if (!contract) return refused('OTHER_ERROR', 'no contract');
    let owner: Hex41;
    try {
      owner = toHex41(contract.parameter.value.owner_address, 'owner_address');
    } catch (error) {
      return refused('CONTRACT_VALIDATE_ERROR', (error as Error).message);
    }
    const signatureProblem = this.signatureProblem(json, txID, owner);
    if (signatureProblem) return refused('SIGERROR', signatureProblem);
    const invalid = this.validateContract(json, owner);
    if (invalid) return refused('CONTRACT_VALIDATE_ERROR', invalid);
    if (!this.canPayBandwidth(json, owner))
      return refused('BANDWITH_ERROR', 'Account resource insufficient error.');
    json.txID = txID;
    this.state.pending.push({ kind: 'broadcast', txID, owner, json });
    this.state.broadcasts.push(txID);
    return { result: true, txid: txID };
  }

  private taposHolds(json: TxJson): boolean {
    const refBytes = Number.parseInt(json.raw_data.ref_block_bytes, 16);
    if (!Number.isInteger(refBytes)) return false;
    // The newest block whose low 16 bits match: TAPOS only reaches back 65536 blocks.
    const number = this.head - ((this.head - refBytes) & 0xffff);
    if (number < 0) return false;
    return refBlockFields(number, this.blockIdOf(number)).ref_block_hash === json.raw_data.ref_block_hash;
  }

  private expiryProblem(expiration: number): string | null {
    const headTime = this.now;
    if (!(expiration > headTime))
      return `Transaction expired: expiration ${expiration} <= head block time ${headTime}`;
    if (expiration > headTime + MAX_EXPIRATION_MS)
      return `Transaction expiration time is too long: ${expiration}`;
    return null;
  }

  private signatureProblem(json: TxJson, txID: string, owner: Hex41): string | null {
    const signature = json.signature?.[0];
    if (!signature) return 'Validate signature error: miss sig or contract';
    let signer: Hex41;
    try {
      signer = recoverSigner(txID, signature);
    } catch (error) {
      return `Validate signature error: ${(error as Error).message}`;
    }
    if (signer === owner) return null;
    return `Validate signature error: ${signature} is signed by ${toBase58(signer)} but it is not contained of permission.`;
  }

  private validateContract(json: TxJson, owner: Hex41): string | null {
    const contract = json.raw_data.contract[0];
    const value = contract?.parameter.value ?? {};
    if (contract?.type === 'TransferContract') return this.trxTransferProblem(owner, value);
    if (contract?.type === 'TriggerSmartContract')
      return this.validateTrigger(owner, value, json.raw_data.fee_limit);
    return `contract type ${String(contract?.type)} is not supported by the fake`;
  }

  /** Why a TRX transfer would be refused now, as java-tron words it; null when it is valid. */
  trxTransferProblem(owner: Hex41, value: Record<string, unknown>): string | null {
    if (!this.account(owner)) return 'Validate TransferContract error, no OwnerAccount.';
    let to: Hex41;
    try {
      to = toHex41(value.to_address, 'toAddress');
    } catch {
      return 'Invalid toAddress!';
    }
    if (to === owner) return 'Cannot transfer TRX to yourself.';
    const amount = sunAmount(value.amount);
    if (amount <= 0n) return 'Amount must be greater than 0.';
    const creationFee = this.account(to) ? 0n : FEES.createAccountBandwidthFee + FEES.createAccountSystemFee;
    if (this.trxBalance(owner) < amount + creationFee)
      return 'Validate TransferContract error, balance is not sufficient.';
    return null;
  }

  private validateTrigger(owner: Hex41, value: Record<string, unknown>, feeLimit = 0): string | null {
    if (!this.account(owner))
      return `Validate TriggerSmartContract error, no OwnerAccount ${toBase58(owner)}`;
    if (!this.token(String(value.contract_address ?? ''))) return 'No contract or not a valid smart contract';
    if (feeLimit < 0 || BigInt(feeLimit) > FEES.maxFeeLimit)
      return `fee limit must be >= 0 and <= ${FEES.maxFeeLimit}`;
    return null;
  }

  private canPayBandwidth(json: TxJson, owner: Hex41): boolean {
    const contract = json.raw_data.contract[0];
    if (
      contract?.type === 'TransferContract' &&
      !this.account(String(contract.parameter.value.to_address ?? ''))
    )
      return true; // account creation is paid by the creation fee, checked with the contract
    const bytes = bandwidthBytes(
      json.raw_data_hex || encodeTransaction(json).rawDataHex,
      json.signature?.length ?? 1,
    );
    return this.freeNetLeft(owner) >= bytes || this.trxBalance(owner) >= BigInt(bytes) * FEES.bandwidthFee;
  }

  private freeNetLeft(owner: Hex41): number {
    return FEES.freeNetLimit - this.freeNetUsed(owner);
  }

  /** Free bandwidth when there is enough left today, otherwise TRX burnt at 1000 sun a byte. */
  private chargeBandwidth(
    owner: Hex41,
    bytes: number,
    ctx: ExecutionContext,
  ): { netUsage: number; netFee: bigint } {
    const day = Math.floor(ctx.timestamp / DAY_MS);
    const used = this.freeNetUsed(owner);
    if (FEES.freeNetLimit - used >= bytes) {
      this.state.freeNet.set(owner, { day, used: used + bytes });
      return { netUsage: bytes, netFee: 0n };
    }
    return { netUsage: 0, netFee: BigInt(bytes) * FEES.bandwidthFee };
  }

  private execute(pending: Pending, ctx: ExecutionContext): ChainTransaction | null {
    if (pending.kind === 'injected') return this.executeInjected(pending, ctx);
    if (pending.json.raw_data.expiration <= ctx.timestamp) return null;
    const contract = pending.json.raw_data.contract[0];
    if (contract?.type === 'TransferContract') return this.executeTrxTransfer(pending, ctx);
    if (contract?.type === 'TriggerSmartContract') return this.executeTrigger(pending, ctx);
    return null;
  }

  private baseTransaction(pending: Pending, ctx: ExecutionContext) {
    return {
      txID: pending.txID,
      blockNumber: ctx.number,
      blockTimestamp: ctx.timestamp,
      index: ctx.index,
      owner: pending.owner,
      json: pending.json,
    };
  }

  private executeTrxTransfer(pending: Pending, ctx: ExecutionContext): ChainTransaction | null {
    const value = pending.json.raw_data.contract[0]?.parameter.value ?? {};
    const to = toHex41(value.to_address);
    const amount = sunAmount(value.amount);
    const createsAccount = !this.account(to);
    const bytes = bandwidthBytes(pending.json.raw_data_hex, pending.json.signature?.length ?? 1);
    const canUseFreeNet = !createsAccount && this.freeNetLeft(pending.owner) >= bytes;
    const netFee = createsAccount
      ? FEES.createAccountBandwidthFee
      : canUseFreeNet
        ? 0n
        : BigInt(bytes) * FEES.bandwidthFee;
    const fee = netFee + (createsAccount ? FEES.createAccountSystemFee : 0n);
    // A transaction that no longer validates when its block is made is dropped, as a fullnode does.
    if (this.trxBalance(pending.owner) < amount + fee) return null;
    const net = createsAccount ? { netUsage: 0, netFee } : this.chargeBandwidth(pending.owner, bytes, ctx);
    this.credit('trx', pending.owner, -(amount + fee), ctx.number);
    this.credit('trx', to, amount, ctx.number);
    this.createAccount(to, ctx.number, ctx.timestamp);
    return {
      ...this.baseTransaction(pending, ctx),
      contractType: 'TransferContract',
      contractAddress: null,
      receipt: 'SUCCESS',
      events: [],
      fee,
      energyUsage: 0,
      energyFee: 0n,
      ...net,
      contractResult: '',
      resMessage: null,
    };
  }

  private executeTrigger(pending: Pending, ctx: ExecutionContext): ChainTransaction {
    const { json, owner } = pending;
    const value = json.raw_data.contract[0]?.parameter.value ?? {};
    const token = toHex41(value.contract_address);
    const call = decodeTokenCall(String(value.data ?? ''));
    const events = callEvents(call, token, owner);
    const net = this.chargeBandwidth(
      owner,
      bandwidthBytes(json.raw_data_hex, json.signature?.length ?? 1),
      ctx,
    );
    this.credit('trx', owner, -net.netFee, ctx.number);
    const spendable = minBigInt(this.trxBalance(owner), BigInt(json.raw_data.fee_limit ?? 0));
    const energyLimit = Number(spendable / FEES.energyFee);
    const outcome = this.runCall(call, token, owner, energyLimit);
    const energyFee = BigInt(outcome.energy) * FEES.energyFee;
    this.credit('trx', owner, -energyFee, ctx.number);
    if (outcome.receipt === 'SUCCESS') this.applyEvents(events, ctx.number);
    return {
      ...this.baseTransaction(pending, ctx),
      contractType: 'TriggerSmartContract',
      contractAddress: token,
      receipt: outcome.receipt,
      events,
      fee: net.netFee + energyFee,
      energyUsage: outcome.energy,
      energyFee,
      ...net,
      contractResult: outcome.receipt === 'SUCCESS' ? uintWord(1n) : '',
      resMessage: outcome.resMessage,
    };
  }

  /** What the TVM would do with the call given `energyLimit` units of energy. */
  private runCall(
    call: TokenCall,
    token: Hex41,
    owner: Hex41,
    energyLimit: number,
  ): { receipt: ReceiptResult; energy: number; resMessage: string | null } {
    const reverts =
      call.kind === 'other' || (call.kind === 'transfer' && this.tokenBalance(token, owner) < call.value);
    const needed = reverts
      ? ENERGY.revert
      : call.kind === 'transfer'
        ? this.transferEnergy(token, call.to)
        : ENERGY.approve;
    if (needed > energyLimit) {
      const message = `Not enough energy for 'SSTORE' operation executing: curInvokeEnergyLimit[${energyLimit}], curOpEnergy[20000], usedEnergy[${energyLimit}]`;
      return { receipt: 'OUT_OF_ENERGY', energy: energyLimit, resMessage: message };
    }
    if (reverts) return { receipt: 'REVERT', energy: needed, resMessage: 'REVERT opcode executed' };
    return { receipt: 'SUCCESS', energy: needed, resMessage: null };
  }

  private applyEvents(events: TokenEvent[], block: number): void {
    for (const event of events) {
      if (event.type !== 'Transfer') continue;
      this.credit(event.token, event.from, -event.value, block);
      this.credit(event.token, event.to, event.value, block);
    }
  }

  /**
   * Mines one block holding a TRC20 call with exactly the receipt asked for (plus anything
   * pending). Its fees are reported but not charged; a SUCCESS Transfer tops the sender up first
   * if it is short, so the asked-for outcome always happens.
   */
  injectTransfer(input: InjectTransfer): { txid: string; block: number; block_timestamp: number } {
    const token = this.requireToken(input.token ?? this.usdt.address);
    const to = toHex41(input.to, 'to');
    const type = input.type ?? 'Transfer';
    const count = input.count ?? 1;
    if (!Number.isSafeInteger(count) || count < 1) throw new FakeInputError(`invalid count: ${count}`);
    if (input.value < 0n) throw new FakeInputError('value must not be negative');
    const from = input.from ? toHex41(input.from, 'from') : this.fundedStranger();
    const events = Array.from({ length: count }, () => ({
      token: token.hex,
      type,
      from,
      to,
      value: input.value,
    }));
    const selector = type === 'Transfer' ? SELECTOR.transfer : SELECTOR.approve;
    const data = selector + addressWord(to) + uintWord(input.value);
    const json = buildTransaction(
      'TriggerSmartContract',
      { data, owner_address: from, contract_address: token.hex },
      this.txHeader(100_000_000),
      false,
    );
    json.signature = [PLACEHOLDER_SIGNATURE];
    const receipt = input.receipt ?? 'SUCCESS';
    const block = this.mineBlock([{ kind: 'injected', txID: json.txID, owner: from, json, events, receipt }]);
    return { txid: json.txID, block: block.number, block_timestamp: block.timestamp };
  }

  private fundedStranger(): Hex41 {
    const stranger = randomHex41();
    this.fund(stranger, { trx: 100_000_000n });
    return stranger;
  }

  private executeInjected(
    pending: Extract<Pending, { kind: 'injected' }>,
    ctx: ExecutionContext,
  ): ChainTransaction {
    const { events, receipt, owner } = pending;
    const first = events[0];
    const token = first?.token ?? this.usdt.hex;
    const perEvent =
      first?.type === 'Approval' ? ENERGY.approve : this.transferEnergy(token, first?.to ?? owner);
    const energy = receipt === 'REVERT' ? ENERGY.revert : perEvent * events.length;
    if (receipt === 'SUCCESS') {
      this.topUpSender(events);
      this.applyEvents(events, ctx.number);
    }
    const energyFee = BigInt(energy) * FEES.energyFee;
    return {
      ...this.baseTransaction(pending, ctx),
      contractType: 'TriggerSmartContract',
      contractAddress: token,
      receipt,
      events,
      fee: energyFee,
      energyUsage: energy,
      energyFee,
      netUsage: bandwidthBytes(pending.json.raw_data_hex, 1),
      netFee: 0n,
      contractResult: receipt === 'SUCCESS' ? uintWord(1n) : '',
      resMessage:
        receipt === 'SUCCESS' ? null : receipt === 'REVERT' ? 'REVERT opcode executed' : 'Not enough energy',
    };
  }

  private topUpSender(events: TokenEvent[]): void {
    const first = events[0];
    if (first?.type !== 'Transfer') return;
    const needed = first.value * BigInt(events.length);
    const has = this.state.ledger.at(`${first.token}:${first.from}`);
    if (has < needed) this.credit(first.token, first.from, needed - has, 0);
  }
}

export type TokenCall =
  | { kind: 'transfer'; to: Hex41; value: bigint }
  | { kind: 'approve'; to: Hex41; value: bigint }
  | { kind: 'other' };

/** The TRC20 call inside contract data (selector + ABI words). */
export function decodeTokenCall(data: string): TokenCall {
  const hex = data.replace(/^0x/, '').toLowerCase();
  const selector = hex.slice(0, 8);
  const args = hex.slice(8);
  if ((selector === SELECTOR.transfer || selector === SELECTOR.approve) && args.length >= 128) {
    const kind = selector === SELECTOR.transfer ? 'transfer' : 'approve';
    return { kind, to: wordToHex41(wordAt(args, 0)), value: wordToUint(wordAt(args, 1)) };
  }
  return { kind: 'other' };
}

function callEvents(call: TokenCall, token: Hex41, owner: Hex41): TokenEvent[] {
  if (call.kind === 'other') return [];
  const type = call.kind === 'transfer' ? 'Transfer' : 'Approval';
  return [{ token, type, from: owner, to: call.to, value: call.value }];
}

/** A TRX amount field as sent (number or decimal text); -1 when it is neither. */
export function sunAmount(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  return -1n;
}

function minBigInt(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
