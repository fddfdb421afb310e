import { randomBytes } from 'node:crypto';
import { TronWeb, utils } from 'tronweb';

/** A TRON address in java-tron's hex form: `41` followed by 20 bytes, lowercase. */
export type Hex41 = string;

/** Bad input from a client: the HTTP layer turns it into the answer that endpoint gives for errors. */
export class FakeInputError extends Error {
  override name = 'FakeInputError';
}

export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const APPROVAL_TOPIC = '8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

/** The 4-byte selector (8 hex) of a Solidity function signature. */
export function selectorOf(signature: string): string {
  return utils.ethersUtils.id(signature.replace(/\s+/g, '')).slice(2, 10);
}

export const SELECTOR = {
  transfer: selectorOf('transfer(address,uint256)'),
  approve: selectorOf('approve(address,uint256)'),
  balanceOf: selectorOf('balanceOf(address)'),
  decimals: selectorOf('decimals()'),
  symbol: selectorOf('symbol()'),
  name: selectorOf('name()'),
} as const;

export function isTronAddress(value: unknown): value is string {
  return typeof value === 'string' && TronWeb.isAddress(value);
}

/** Base58 or hex (`41…`, `0x…`) to lowercase hex41; throws FakeInputError on anything else. */
export function toHex41(address: unknown, what = 'address'): Hex41 {
  if (!isTronAddress(address)) throw new FakeInputError(`invalid ${what}: ${String(address)}`);
  return TronWeb.address.toHex(address).toLowerCase();
}

export function toBase58(hex41: Hex41): string {
  return TronWeb.address.fromHex(hex41);
}

/** How java-tron prints an address: Base58 when the request asked for `visible`, hex otherwise. */
export function printAddress(hex41: Hex41, visible: boolean): string {
  return visible ? toBase58(hex41) : hex41;
}

export function randomHex41(): Hex41 {
  return `41${randomBytes(20).toString('hex')}`;
}

/** An address as a 32-byte ABI word (topics and call parameters carry it without the 41 prefix). */
export function addressWord(hex41: Hex41): string {
  return hex41.slice(2).padStart(64, '0');
}

export function uintWord(value: bigint): string {
  return value.toString(16).padStart(64, '0');
}

export function wordAt(hex: string, index: number): string {
  return hex.slice(index * 64, (index + 1) * 64);
}

export function wordToHex41(word: string): Hex41 {
  return `41${word.slice(-40).padStart(40, '0')}`.toLowerCase();
}

export function wordToUint(word: string): bigint {
  return word ? BigInt(`0x${word}`) : 0n;
}

export function textToHex(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex');
}

export function sha256Hex(text: string): string {
  return utils.ethersUtils.sha256(Buffer.from(text, 'utf8')).slice(2);
}

/** ABI encoding of a single `string` return value (for name() / symbol()). */
export function stringResult(text: string): string {
  return utils.abi.encodeParams(['string'], [text]).replace(/^0x/, '');
}

/** "12.5" in a token of `decimals` decimals to its integer amount; at most `decimals` fraction digits. */
export function parseUnits(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new FakeInputError(`invalid amount: ${amount}`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) throw new FakeInputError(`${amount} has more than ${decimals} decimals`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** A non-negative integer given as a number or a decimal string. */
export function parseInteger(value: unknown, what: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  throw new FakeInputError(`invalid ${what}: ${String(value)}`);
}

export type ContractType = 'TransferContract' | 'TriggerSmartContract';

export type TxJson = {
  visible: boolean;
  txID: string;
  raw_data: {
    contract: { parameter: { value: Record<string, unknown>; type_url: string }; type: string }[];
    ref_block_bytes: string;
    ref_block_hash: string;
    expiration: number;
    fee_limit?: number;
    timestamp: number;
  };
  raw_data_hex: string;
  signature?: string[];
};

/** What a transaction's TAPOS fields reference, and when it was made. */
export type TxHeader = {
  refBlockNumber: number;
  refBlockID: string;
  expiration: number;
  timestamp: number;
  feeLimit?: number;
};

/** TAPOS: the low 2 bytes of the block number and bytes 8..16 of its id, as tronweb derives them. */
export function refBlockFields(
  number: number,
  blockID: string,
): { ref_block_bytes: string; ref_block_hash: string } {
  return {
    ref_block_bytes: number.toString(16).slice(-4).padStart(4, '0'),
    ref_block_hash: blockID.slice(16, 32),
  };
}

/**
 * An unsigned transaction exactly as java-tron answers it. The id and raw_data_hex come from
 * tronweb's own protobuf encoder, so tronweb's `txCheck` (run by `trx.sign`) accepts it.
 */
export function buildTransaction(
  type: ContractType,
  value: Record<string, unknown>,
  header: TxHeader,
  visible: boolean,
): TxJson {
  const tx: TxJson = {
    visible,
    txID: '',
    raw_data: {
      contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${type}` }, type }],
      ...refBlockFields(header.refBlockNumber, header.refBlockID),
      expiration: header.expiration,
      ...(header.feeLimit ? { fee_limit: header.feeLimit } : {}),
      timestamp: header.timestamp,
    },
    raw_data_hex: '',
  };
  const encoded = encodeTransaction(tx);
  tx.txID = encoded.txID;
  tx.raw_data_hex = encoded.rawDataHex;
  return tx;
}

/** The id and raw bytes of a transaction JSON, recomputed from raw_data (never trusting its txID). */
export function encodeTransaction(tx: Pick<TxJson, 'raw_data' | 'visible'>): {
  txID: string;
  rawDataHex: string;
} {
  const pb = utils.transaction.txJsonToPb(tx);
  return {
    txID: utils.transaction.txPbToTxID(pb).replace(/^0x/, '').toLowerCase(),
    rawDataHex: utils.transaction.txPbToRawDataHex(pb).toLowerCase(),
  };
}

/** The hex41 address whose key made `signature` over `txID`. */
export function recoverSigner(txID: string, signature: string): Hex41 {
  return utils.crypto.ecRecover(txID, signature).toLowerCase();
}

/** Bytes java-tron charges as bandwidth: the serialized transaction plus 64 bytes of result space. */
export function bandwidthBytes(rawDataHex: string, signatures: number): number {
  const rawBytes = rawDataHex.length / 2;
  const lengthPrefix = rawBytes < 128 ? 1 : rawBytes < 16_384 ? 2 : 3;
  return 1 + lengthPrefix + rawBytes + signatures * 67 + 64;
}
