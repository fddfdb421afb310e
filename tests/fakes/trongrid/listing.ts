import type { ChainTransaction, FakeChain, TokenEvent } from './chain';
import { FakeInputError, type Hex41, isTronAddress, toBase58, toHex41 } from './codec';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;

/** Where a row sits in chain order: block, transaction in the block, event in the transaction. */
type Position = readonly [block: number, tx: number, log: number];

/** A fingerprint that points before the first row: following it gives the first page again. */
const START = 'start';

export type ListingQuery = {
  address: Hex41;
  onlyTo: boolean;
  onlyFrom: boolean;
  onlyConfirmed: boolean;
  onlyUnconfirmed: boolean;
  limit: number;
  after: Position | typeof START | null;
  order: 'asc' | 'desc';
  minTimestamp: number | null;
  maxTimestamp: number | null;
  contract: Hex41 | null;
};

export type ListingRow = {
  transaction_id: string;
  token_info: { symbol: string; address: string; decimals: number; name: string };
  block_timestamp: number;
  from: string;
  to: string;
  type: string;
  value: string;
};

type Located = { position: Position; tx: ChainTransaction; event: TokenEvent };

export function encodeFingerprint(position: Position | typeof START): string {
  const text = position === START ? START : position.join('.');
  return Buffer.from(`fake:${text}`).toString('base64url');
}

function decodeFingerprint(fingerprint: string): Position | typeof START {
  const text = Buffer.from(fingerprint, 'base64url').toString('utf8');
  if (text === `fake:${START}`) return START;
  const match = /^fake:(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (!match) throw new FakeInputError('invalid fingerprint');
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** TronGrid takes snake_case and camelCase query parameters alike. */
function param(params: URLSearchParams, snake: string): string | null {
  const camel = snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return params.get(snake) ?? params.get(camel);
}

function flag(params: URLSearchParams, name: string): boolean {
  return param(params, name) === 'true';
}

function optionalInteger(params: URLSearchParams, name: string): number | null {
  const text = param(params, name);
  if (text === null || text === '') return null;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new FakeInputError(`invalid ${name}: ${text}`);
  return value;
}

export function parseListingQuery(address: string, params: URLSearchParams): ListingQuery {
  if (!isTronAddress(address)) throw new FakeInputError(`invalid address: ${address}`);
  const order = param(params, 'order_by') ?? 'block_timestamp,desc';
  if (order !== 'block_timestamp,asc' && order !== 'block_timestamp,desc')
    throw new FakeInputError(`invalid order_by: ${order}`);
  const contract = param(params, 'contract_address');
  const fingerprint = param(params, 'fingerprint');
  const limit = optionalInteger(params, 'limit') ?? DEFAULT_LIMIT;
  if (limit < 1) throw new FakeInputError(`invalid limit: ${limit}`);
  return {
    address: toHex41(address),
    onlyTo: flag(params, 'only_to'),
    onlyFrom: flag(params, 'only_from'),
    onlyConfirmed: flag(params, 'only_confirmed'),
    onlyUnconfirmed: flag(params, 'only_unconfirmed'),
    limit: Math.min(limit, MAX_LIMIT),
    after: fingerprint ? decodeFingerprint(fingerprint) : null,
    order: order.endsWith('asc') ? 'asc' : 'desc',
    minTimestamp: optionalInteger(params, 'min_timestamp'),
    maxTimestamp: optionalInteger(params, 'max_timestamp'),
    contract: contract ? toHex41(contract, 'contract_address') : null,
  };
}

function compare(a: Position, b: Position): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function matches(chain: FakeChain, query: ListingQuery, located: Located): boolean {
  const { tx, event } = located;
  const confirmed = tx.blockNumber <= chain.solid;
  if (query.onlyConfirmed && !confirmed) return false;
  if (query.onlyUnconfirmed && confirmed) return false;
  if (query.onlyTo && event.to !== query.address) return false;
  if (query.onlyFrom && event.from !== query.address) return false;
  if (event.to !== query.address && event.from !== query.address) return false;
  if (query.contract && event.token !== query.contract) return false;
  if (query.minTimestamp !== null && tx.blockTimestamp < query.minTimestamp) return false;
  if (query.maxTimestamp !== null && tx.blockTimestamp > query.maxTimestamp) return false;
  return true;
}

function isAfterCursor(query: ListingQuery, position: Position): boolean {
  if (query.after === null || query.after === START) return true;
  const order = compare(position, query.after);
  return query.order === 'asc' ? order > 0 : order < 0;
}

function toRow(chain: FakeChain, { tx, event }: Located): ListingRow {
  const token = chain.token(event.token);
  return {
    transaction_id: tx.txID,
    token_info: {
      symbol: token?.symbol ?? '',
      address: toBase58(event.token),
      decimals: token?.decimals ?? 0,
      name: token?.name ?? '',
    },
    block_timestamp: tx.blockTimestamp,
    from: toBase58(event.from),
    to: toBase58(event.to),
    type: event.type,
    value: event.value.toString(),
  };
}

/** One page of the address's TRC20 rows, and where the next page starts (null on the last page). */
export function listTransfers(
  chain: FakeChain,
  query: ListingQuery,
): { rows: ListingRow[]; next: Position | null } {
  const located: Located[] = [];
  for (const tx of chain.transactions()) {
    tx.events.forEach((event, log) => {
      located.push({ position: [tx.blockNumber, tx.index, log], tx, event });
    });
  }
  if (query.order === 'desc') located.reverse();
  const selected = located.filter((row) => matches(chain, query, row) && isAfterCursor(query, row.position));
  const page = selected.slice(0, query.limit);
  const last = page.at(-1);
  const next = selected.length > query.limit && last ? last.position : null;
  return { rows: page.map((row) => toRow(chain, row)), next };
}

export { START as START_FINGERPRINT };
