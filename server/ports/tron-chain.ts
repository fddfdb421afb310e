import type { TronWeb as TronWebType } from 'tronweb';
import { z } from 'zod';
import { txHashInput } from '../../contract/money';
import { parseHexWord, TRX_DECIMALS, tokenAmount, USDT_DECIMALS } from '../tron/amounts';
import type {
  BlockHead,
  ChainPort,
  ListedTransfer,
  SignedTransfer,
  TransactionOutcome,
  TransferLog,
} from './chain';
import { ChainUnavailable } from './chain';

/** keccak256("Transfer(address,address,uint256)"): the topic of every TRC20 Transfer event. */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const REQUEST_TIMEOUT_MS = 10_000;

export type TronChainOptions = {
  url: string;
  apiKey?: string;
  /** Waits for a free request slot before each call (the watcher's token bucket). */
  beforeRequest?: () => Promise<void>;
};

const listingSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      // Read into the one spelling every table stores and compares (SPEC §12).
      transaction_id: txHashInput,
      token_info: z.object({
        address: z.string(),
        decimals: z.coerce.number().int(),
        symbol: z.string().default(''),
      }),
      block_timestamp: z.number().int().nonnegative(),
      from: z.string(),
      to: z.string(),
      type: z.string().default('Transfer'),
      value: z.string(),
    }),
  ),
  meta: z.object({ fingerprint: z.string().optional() }).loose(),
});

const logSchema = z.object({
  address: z.string().optional(),
  topics: z.array(z.string()).default([]),
  data: z.string().default(''),
});

const outcomeSchema = z.union([
  z.object({ id: z.undefined().optional() }).loose(),
  z
    .object({
      id: z.string(),
      blockNumber: z.number().int(),
      receipt: z.object({ result: z.string().optional() }).loose().default({}),
      result: z.string().optional(),
      log: z.array(logSchema).default([]),
    })
    .loose(),
]);

const blockSchema = z.object({
  block_header: z.object({
    raw_data: z.object({ number: z.number().int(), timestamp: z.number().int() }).loose(),
  }),
});

/**
 * The chain port over TronGrid (or any java-tron HTTP API), through tronweb. Every answer is checked
 * against the shape the API promises: garbage is a `ChainUnavailable`, never a wrong credit.
 */
export async function createTronChain(options: TronChainOptions): Promise<ChainPort> {
  const { TronWeb, providers } = await import('tronweb');
  const headers = options.apiKey ? { 'TRON-PRO-API-KEY': options.apiKey } : {};
  const node = () => new providers.HttpProvider(options.url, REQUEST_TIMEOUT_MS, '', '', headers);
  const tronWeb = new TronWeb({ fullNode: node(), solidityNode: node(), eventServer: node() });
  const fromHex = (hex: string) => TronWeb.address.fromHex(hex.length === 40 ? `41${hex}` : hex);

  async function ask<T>(what: string, request: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
    await options.beforeRequest?.();
    let answer: unknown;
    try {
      answer = await request();
    } catch (error) {
      throw unavailable(what, error);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ChainUnavailable(`${what}: unexpected answer`);
    return parsed.data;
  }

  return {
    async listIncoming(address, query) {
      const params: Record<string, string | number | boolean> = {
        only_to: true,
        limit: query.limit,
        order_by: 'block_timestamp,asc',
        min_timestamp: query.minTimestamp,
      };
      if (query.fingerprint) params.fingerprint = query.fingerprint;
      const page = await ask(
        'transfer listing',
        () => tronWeb.fullNode.request(`v1/accounts/${address}/transactions/trc20`, params, 'get'),
        listingSchema,
      );
      return {
        rows: page.data.map(
          (row): ListedTransfer => ({
            txId: row.transaction_id,
            from: row.from,
            to: row.to,
            value: row.value,
            type: row.type,
            blockTimestamp: row.block_timestamp,
            token: {
              address: row.token_info.address,
              decimals: row.token_info.decimals,
              symbol: row.token_info.symbol,
            },
          }),
        ),
        fingerprint: page.meta.fingerprint || null,
      };
    },

    async transactionOutcome(txId, view) {
      const info = await ask(
        'transaction info',
        () =>
          view === 'solidified'
            ? tronWeb.trx.getTransactionInfo(txId)
            : tronWeb.trx.getUnconfirmedTransactionInfo(txId),
        outcomeSchema,
      );
      if (!('blockNumber' in info) || typeof info.id !== 'string') return { found: false };
      return {
        found: true,
        blockNumber: info.blockNumber,
        result: info.receipt.result ?? info.result ?? 'SUCCESS',
        transfers: transferLogs(info.log, fromHex),
      } satisfies TransactionOutcome;
    },

    async head(view) {
      const block = await ask(
        'head block',
        () =>
          view === 'solidified' ? tronWeb.trx.getConfirmedCurrentBlock() : tronWeb.trx.getCurrentBlock(),
        blockSchema,
      );
      const raw = block.block_header.raw_data;
      return { number: raw.number, timestamp: raw.timestamp } satisfies BlockHead;
    },

    async balances(address, contract) {
      const sun = await ask(
        'TRX balance',
        () => tronWeb.trx.getBalance(address),
        z.number().int().nonnegative(),
      );
      const constant = await ask(
        'token balance',
        () => tokenBalanceCall(tronWeb, contract, address),
        z.object({ constant_result: z.array(z.string()).min(1) }).loose(),
      );
      const units = parseHexWord(constant.constant_result[0]);
      const token = units === null ? null : tokenAmount(units, USDT_DECIMALS);
      const trx = tokenAmount(BigInt(sun), TRX_DECIMALS);
      if (token === null || trx === null) throw new ChainUnavailable('balances: unexpected answer');
      return { trx, token };
    },

    async transferEnergy(contract, from, to, units) {
      const answer = await ask(
        'energy estimate',
        () =>
          tronWeb.transactionBuilder.estimateEnergy(
            contract,
            TRANSFER_SELECTOR,
            {},
            transferParameters(to, units),
            from,
          ),
        z.object({ energy_required: z.number().int().nonnegative() }).loose(),
      );
      return answer.energy_required;
    },

    async energyFee() {
      const parameters = await ask(
        'chain parameters',
        () => tronWeb.trx.getChainParameters(),
        z.array(z.object({ key: z.string(), value: z.number().optional() }).loose()),
      );
      const fee = parameters.find((parameter) => parameter.key === 'getEnergyFee')?.value;
      if (fee === undefined) throw new ChainUnavailable('chain parameters: no energy fee');
      return fee;
    },

    async signTrxTransfer(from, to, sun, privateKey) {
      const unsigned = await ask(
        'TRX transfer',
        () => tronWeb.transactionBuilder.sendTrx(to, Number(sun), from),
        signableSchema,
      );
      return signed(await tronWeb.trx.sign(unsigned as never, privateKey));
    },

    async signTokenTransfer(transfer, privateKey) {
      const built = await ask(
        'token transfer',
        () =>
          tronWeb.transactionBuilder.triggerSmartContract(
            transfer.contract,
            TRANSFER_SELECTOR,
            { feeLimit: Number(transfer.feeLimitSun) },
            transferParameters(transfer.to, transfer.units),
            transfer.from,
          ),
        z
          .object({ result: z.object({ result: z.literal(true) }).loose(), transaction: signableSchema })
          .loose(),
      );
      return signed(await tronWeb.trx.sign(built.transaction as never, privateKey));
    },

    async broadcast(transfer) {
      const answer = await ask(
        'broadcast',
        () => tronWeb.trx.sendRawTransaction(transfer.payload as never),
        z
          .object({
            result: z.boolean().optional(),
            code: z.string().optional(),
            message: z.string().optional(),
          })
          .loose(),
      );
      if (answer.result === true || answer.code === 'DUP_TRANSACTION_ERROR') return { accepted: true };
      return { accepted: false, code: answer.code ?? 'UNKNOWN', message: readableMessage(answer.message) };
    },
  };
}

const TRANSFER_SELECTOR = 'transfer(address,uint256)';

const transferParameters = (to: string, units: bigint) => [
  { type: 'address', value: to },
  { type: 'uint256', value: units.toString() },
];

const signableSchema = z
  .object({
    txID: txHashInput,
    raw_data: z.object({ expiration: z.number() }).loose(),
  })
  .loose();

function signed(transaction: unknown): SignedTransfer {
  const parsed = signableSchema.parse(transaction);
  return { txId: parsed.txID, expiresAt: new Date(parsed.raw_data.expiration), payload: transaction };
}

/** java-tron sends refusal messages hex-encoded. */
function readableMessage(message: string | undefined): string {
  if (!message) return '';
  return /^([0-9a-f]{2})+$/i.test(message) ? Buffer.from(message, 'hex').toString('utf8') : message;
}

function tokenBalanceCall(tronWeb: TronWebType, contract: string, address: string) {
  return tronWeb.transactionBuilder.triggerConstantContract(
    contract,
    'balanceOf(address)',
    {},
    [{ type: 'address', value: address }],
    address,
  );
}

/** The Transfer events of a receipt, with their place among all its logs; other events are skipped. */
export function transferLogs(
  logs: readonly z.infer<typeof logSchema>[],
  fromHex: (hex: string) => string,
): TransferLog[] {
  const transfers: TransferLog[] = [];
  logs.forEach((log, index) => {
    const [topic, from, to] = log.topics;
    const value = parseHexWord(log.data);
    if (topic?.toLowerCase() !== TRANSFER_TOPIC || !from || !to || !log.address || value === null) return;
    transfers.push({
      index,
      contract: fromHex(log.address),
      from: fromHex(from.slice(-40)),
      to: fromHex(to.slice(-40)),
      value,
    });
  });
  return transfers;
}

/** An HTTP failure as the watcher needs it: the status and how long the server asked to wait. */
function unavailable(what: string, error: unknown): ChainUnavailable {
  const response = (error as { response?: { status?: number; headers?: Record<string, unknown> } }).response;
  const status = response?.status ?? null;
  const retryAfter = Number(response?.headers?.['retry-after']);
  const reason = status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
  return new ChainUnavailable(
    `${what}: ${reason}`,
    status,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : null,
  );
}
