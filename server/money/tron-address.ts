import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Every TRON account address starts with this byte (hence the leading `T` in Base58). */
const TRON_PREFIX = 0x41;

function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const character of text) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const character of text) {
    if (character !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/**
 * Whether a Base58 text is a TRON account address: 25 bytes, the TRON prefix, and a checksum (the
 * first four bytes of a double SHA-256) that matches — a mistyped character fails it.
 */
export function isTronAddress(text: string): boolean {
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || bytes[0] !== TRON_PREFIX) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
}
