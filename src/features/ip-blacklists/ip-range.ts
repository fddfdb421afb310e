/** What one blacklist entry covers, for reading the list at a glance. */
export type RangeInfo = {
  family: 4 | 6;
  /** The CIDR prefix length; null for a single address. */
  prefix: number | null;
  /** How many IPv4 addresses the entry blocks; null for IPv6 (too many to be useful). */
  addresses: number | null;
};

/**
 * The family, prefix and size of `10.0.0.0/8`, `203.0.113.7`, `2001:db8::/32`. The server has
 * already checked the entry; this only reads it.
 */
export function rangeInfo(cidr: string): RangeInfo {
  const [address = '', prefixText] = cidr.trim().split('/');
  const family = address.includes(':') ? 6 : 4;
  const bits = family === 4 ? 32 : 128;
  const parsed = prefixText === undefined ? null : Number(prefixText);
  // A full-length prefix (/32, /128) is one address written as a range.
  const prefix = parsed === null || Number.isNaN(parsed) || parsed >= bits ? null : parsed;
  const addresses = family === 4 ? 2 ** (32 - (prefix ?? 32)) : null;
  return { family, prefix, addresses };
}
