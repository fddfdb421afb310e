/**
 * A fake TronGrid: java-tron's HTTP API and TronGrid's v1 TRC20 listing over an in-memory chain,
 * answering with the real field names and types, so the real `tronweb` 6 client and the deposit
 * watcher run against it unchanged. Node `http` only; listens on 127.0.0.1, a random port by default.
 *
 * The chain (`FakeChain`, also reachable as `fake.chain`): head block 1000 at start, a block every
 * 3 s from `genesisTime` (block n is at genesisTime + 3000·n), a solidified head `solidLag` (19)
 * blocks behind. USDT at `usdtContract` (TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t) and a lookalike USDT
 * (same symbol/name, other address). Broadcasts wait in a pool and are settled when the next block
 * is mined: fees, energy (USDT transfer 14 650, or 31 895 to an address holding none; 210 sun each,
 * capped by fee_limit), REVERT on too few tokens, OUT_OF_ENERGY on too little TRX (the fee is burnt).
 * Funding and the balances it sets count from block 0, so both views see them at once.
 *
 * Endpoints (POST with a JSON body, or GET with the same fields in the query string):
 *   GET  /v1/accounts/{address}/transactions/trc20   TronGrid listing: only_to, only_from, only_confirmed,
 *        only_unconfirmed, limit (20, max 200), fingerprint, order_by (block_timestamp,desc|asc),
 *        min_timestamp, max_timestamp (inclusive), contract_address. Failed transfers are listed too.
 *   /wallet/getnowblock, /walletsolidity/getnowblock            head / solidified head block
 *   /wallet[solidity]/getblock {id_or_num?, detail?}, getblockbynum {num}, getblockbyid {value}
 *   /wallet[solidity]/gettransactionbyid {value}, gettransactioninfobyid {value}   ({} until mined/solid)
 *   /wallet[solidity]/getaccount {address, visible?}     ({} for an account no TRX ever reached)
 *   /wallet/getaccountresource, /wallet/getaccountnet {address}
 *   /wallet/getchainparameters, /wallet/getnodeinfo
 *   /wallet[solidity]/triggerconstantcontract   balanceOf(address), decimals(), symbol(), name()
 *   /wallet/estimateenergy                      transfer(address,uint256), approve(address,uint256)
 *   /wallet/triggersmartcontract, /wallet/createtransaction   unsigned transactions tronweb can sign
 *   /wallet/broadcasttransaction   checks duplicate, TAPOS, expiration, signature, balance, bandwidth
 *   anything else: 404 JSON
 *
 * Control API (JSON, never subject to faults):
 *   POST /_control/transfer {to, amount?: "12.5" | value?: "12500000", from?, token?, type?: Transfer|Approval,
 *        receipt?: SUCCESS|REVERT|OUT_OF_ENERGY, count?}  → {txid, block, block_timestamp}; mines head+1
 *   POST /_control/mine {blocks?}  → {head, solid}        POST /_control/solidify → {head, solid}
 *   POST /_control/clock {advanceMs}  → {head, solid}    (one block per 3 s of it)
 *   POST /_control/fund {address, trx?: "10", usdt?: "5"}  credits TRX (creating the account) / USDT
 *   POST /_control/token {symbol, name, decimals?, address?} → the new token
 *   POST /_control/faults {status?: 429|503|403|500, count?, garbage?, delayMs?, repeatFingerprint?,
 *        outage?, clear?} → {}   (429 carries Retry-After: 1; garbage is a 200 with an HTML body)
 *   GET  /_control/state → {head, solid, now, pending, requests: {path: n}, broadcasts, balances, tokens}
 *   POST /_control/reset   back to the starting chain, no faults, no counters
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeChain, type ReceiptResult, type TokenEventType } from './chain';
import { FakeInputError, parseInteger, parseUnits } from './codec';
import { encodeFingerprint, listTransfers, parseListingQuery, START_FINGERPRINT } from './listing';
import { type Params, WALLET_ROUTES } from './wallet-api';

export type {
  ChainBlock,
  ChainTransaction,
  FakeToken,
  HeadState,
  ReceiptResult,
  TokenEvent,
  TokenEventType,
} from './chain';
export { FakeChain } from './chain';

export type FakeTronGridOptions = {
  port?: number;
  host?: string;
  solidLag?: number;
  usdtContract?: string;
  genesisTime?: number;
  /** Mine a block every this many ms of real time (off by default: tests drive the chain). */
  autoMineMs?: number;
};

export type FakeTronGrid = {
  url: string;
  close(): Promise<void>;
  /** The in-memory chain, for tests to drive directly as well. */
  chain: FakeChain;
};

type Faults = {
  status: number;
  statusLeft: number;
  garbageLeft: number;
  delayMs: number;
  delayLeft: number;
  repeatFingerprintLeft: number;
  outage: boolean;
};

const FAULT_STATUSES = new Set([429, 503, 403, 500]);
const LISTING_PATH = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/;

function noFaults(): Faults {
  return {
    status: 0,
    statusLeft: 0,
    garbageLeft: 0,
    delayMs: 0,
    delayLeft: 0,
    repeatFingerprintLeft: 0,
    outage: false,
  };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** TronGrid's own error shape (used for v1 answers and HTTP-level failures). */
function sendGridError(
  res: ServerResponse,
  status: number,
  error: string,
  headers?: Record<string, string>,
): void {
  sendJson(res, status, { success: false, error, statusCode: status }, headers);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJsonObject(text: string): Params {
  if (!text.trim()) return {};
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FakeInputError('the body must be a JSON object');
  return value as Params;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

class FakeTronGridServer {
  readonly chain: FakeChain;
  private faults = noFaults();
  private requests = new Map<string, number>();

  constructor(chain: FakeChain) {
    this.chain = chain;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const body = await readBody(req);
    if (path.startsWith('/_control/')) {
      this.control(path, body, res);
      return;
    }
    this.requests.set(path, (this.requests.get(path) ?? 0) + 1);
    if (await this.answeredByFault(res)) return;
    const listing = LISTING_PATH.exec(path);
    if (listing) this.listing(decodeURIComponent(listing[1] ?? ''), url, res);
    else this.wallet(path, url, body, res);
  }

  /** java-tron answers its own errors (bad JSON, bad input) with a 200 and an `Error` field. */
  private wallet(path: string, url: URL, body: string, res: ServerResponse): void {
    const route = WALLET_ROUTES[path.slice(1).toLowerCase()];
    if (!route) {
      sendGridError(res, 404, `Not Found: ${path}`);
      return;
    }
    let params: Params;
    try {
      params = { ...Object.fromEntries(url.searchParams), ...parseJsonObject(body) };
    } catch (error) {
      sendJson(res, 200, { Error: `${(error as Error).name} : ${(error as Error).message}` });
      return;
    }
    sendJson(res, 200, route(this.chain, params));
  }

  // ─── Faults ───────────────────────────────────────────────────────────

  /** Applies the armed faults to one request; true when the fault already answered it. */
  private async answeredByFault(res: ServerResponse): Promise<boolean> {
    const faults = this.faults;
    if (faults.outage) {
      sendGridError(res, 503, 'Service Unavailable');
      return true;
    }
    if (faults.delayLeft > 0) {
      faults.delayLeft--;
      await sleep(faults.delayMs);
    }
    if (faults.statusLeft > 0) {
      faults.statusLeft--;
      const headers: Record<string, string> = faults.status === 429 ? { 'retry-after': '1' } : {};
      sendGridError(res, faults.status, `fake fault ${faults.status}`, headers);
      return true;
    }
    if (faults.garbageLeft > 0) {
      faults.garbageLeft--;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return true;
    }
    return false;
  }

  private armFaults(p: Params): void {
    if (p.clear === true) this.faults = noFaults();
    const count = p.count === undefined ? 1 : Number(parseInteger(p.count, 'count'));
    if (p.status !== undefined) {
      const status = Number(p.status);
      if (!FAULT_STATUSES.has(status))
        throw new FakeInputError(`status must be one of ${[...FAULT_STATUSES]}`);
      this.faults.status = status;
      this.faults.statusLeft = count;
    }
    if (p.garbage !== undefined) this.faults.garbageLeft = Number(parseInteger(p.garbage, 'garbage'));
    if (p.delayMs !== undefined) {
      this.faults.delayMs = Number(parseInteger(p.delayMs, 'delayMs'));
      this.faults.delayLeft = count;
    }
    if (p.repeatFingerprint !== undefined)
      this.faults.repeatFingerprintLeft = Number(parseInteger(p.repeatFingerprint, 'repeatFingerprint'));
    if (p.outage !== undefined) this.faults.outage = p.outage === true;
  }

  // ─── TronGrid v1 listing ──────────────────────────────────────────────

  private listing(address: string, url: URL, res: ServerResponse): void {
    let query: ReturnType<typeof parseListingQuery>;
    try {
      query = parseListingQuery(address, url.searchParams);
    } catch (error) {
      sendGridError(res, 400, (error as Error).message);
      return;
    }
    const { rows, next } = listTransfers(this.chain, query);
    let fingerprint = next ? encodeFingerprint(next) : null;
    if (this.faults.repeatFingerprintLeft > 0) {
      this.faults.repeatFingerprintLeft--;
      // A broken cursor: following it gives this same page again.
      fingerprint = url.searchParams.get('fingerprint') || encodeFingerprint(START_FINGERPRINT);
    }
    const meta: Record<string, unknown> = { at: this.chain.now, page_size: rows.length };
    if (fingerprint) {
      const nextUrl = new URL(url);
      nextUrl.searchParams.set('fingerprint', fingerprint);
      meta.fingerprint = fingerprint;
      meta.links = { next: nextUrl.toString() };
    }
    sendJson(res, 200, { data: rows, success: true, meta });
  }

  // ─── Control API ──────────────────────────────────────────────────────

  private control(path: string, body: string, res: ServerResponse): void {
    try {
      const p = parseJsonObject(body);
      const answer = this.controlAnswer(path.slice('/_control/'.length), p);
      if (answer === undefined) sendJson(res, 404, { error: `unknown control ${path}` });
      else sendJson(res, 200, answer);
    } catch (error) {
      const status = error instanceof FakeInputError || error instanceof SyntaxError ? 400 : 500;
      sendJson(res, status, { error: (error as Error).message });
    }
  }

  private controlAnswer(name: string, p: Params): unknown {
    const chain = this.chain;
    switch (name) {
      case 'transfer':
        return this.injectTransfer(p);
      case 'mine':
        return chain.mine(p.blocks === undefined ? 1 : Number(parseInteger(p.blocks, 'blocks')));
      case 'solidify':
        return chain.solidify();
      case 'clock':
        return chain.advanceClock(Number(parseInteger(p.advanceMs, 'advanceMs')));
      case 'fund':
        return this.fund(p);
      case 'token':
        return chain.addToken({
          address: p.address === undefined ? undefined : String(p.address),
          symbol: String(p.symbol ?? 'TKN'),
          name: String(p.name ?? 'Token'),
          decimals: p.decimals === undefined ? 6 : Number(parseInteger(p.decimals, 'decimals')),
        });
      case 'faults':
        this.armFaults(p);
        return {};
      case 'state':
        return this.state();
      case 'reset':
        this.reset();
        return this.state();
      default:
        return undefined;
    }
  }

  private injectTransfer(p: Params) {
    const token = this.chain.token(String(p.token ?? this.chain.usdt.address));
    if (!token) throw new FakeInputError(`unknown token: ${String(p.token)}`);
    if (p.value === undefined && p.amount === undefined)
      throw new FakeInputError('amount or value is required');
    const value =
      p.value !== undefined ? parseInteger(p.value, 'value') : parseUnits(String(p.amount), token.decimals);
    const type = String(p.type ?? 'Transfer');
    if (type !== 'Transfer' && type !== 'Approval') throw new FakeInputError(`invalid type: ${type}`);
    const receipt = String(p.receipt ?? 'SUCCESS');
    if (!['SUCCESS', 'REVERT', 'OUT_OF_ENERGY'].includes(receipt))
      throw new FakeInputError(`invalid receipt: ${receipt}`);
    return this.chain.injectTransfer({
      to: String(p.to ?? ''),
      value,
      from: p.from === undefined ? undefined : String(p.from),
      token: token.address,
      type: type as TokenEventType,
      receipt: receipt as ReceiptResult,
      count: p.count === undefined ? 1 : Number(p.count),
    });
  }

  private fund(p: Params) {
    const address = String(p.address ?? '');
    this.chain.fund(address, {
      trx: p.trx === undefined ? undefined : parseUnits(String(p.trx), 6),
      tokens:
        p.usdt === undefined
          ? []
          : [{ token: this.chain.usdt.address, value: parseUnits(String(p.usdt), 6) }],
    });
    return {
      address,
      trx: this.chain.trxBalance(address).toString(),
      usdt: this.chain.tokenBalance(this.chain.usdt.address, address).toString(),
    };
  }

  state() {
    return {
      ...this.chain.heads(),
      now: this.chain.now,
      pending: this.chain.pendingCount,
      requests: Object.fromEntries(this.requests),
      broadcasts: [...this.chain.broadcasts],
      balances: this.chain.balances(),
      tokens: this.chain
        .allTokens()
        .map(({ address, symbol, name, decimals }) => ({ address, symbol, name, decimals })),
    };
  }

  reset(): void {
    this.chain.reset();
    this.faults = noFaults();
    this.requests = new Map();
  }
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

export async function startFakeTronGrid(options: FakeTronGridOptions = {}): Promise<FakeTronGrid> {
  const chain = new FakeChain(options);
  const fake = new FakeTronGridServer(chain);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { Error: (error as Error).message });
      else res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listen(server, options.port ?? 0, host);
  const miner = options.autoMineMs ? setInterval(() => chain.mine(1), options.autoMineMs) : null;
  miner?.unref();
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    chain,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (miner) clearInterval(miner);
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
