import { z } from 'zod';
import { call, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { text } from '../text';

/** A single IPv4/IPv6 address or a CIDR range. */
export const ipRangeSchema = text()
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'ip_black.format' }));

export const ipBlackRowSchema = z.object({
  id: z.int(),
  cidr: text(),
  remark: text(),
  updated_at: isoTime,
});

const fields = { cidr: ipRangeSchema, remark: text().trim().max(200).default('') };

/**
 * The calls of an IP blacklist; the console's (`ip_black`, checked on login and every call) and
 * the redirect service's visitor blacklist (`server_ip_black`) are the same shape.
 */
function ipRangeCalls<M extends string>(module: M) {
  return prefixed(module, {
    inquire: call({
      summary: 'Blacklisted addresses and ranges',
      effect: 'read',
      access: 'permission',
      input: z.object({ keyword: text().trim().max(64).optional(), ...pageInput }),
      output: paged(ipBlackRowSchema),
    }),
    add: call({
      summary: 'Block an address or range (never the caller’s own address)',
      effect: 'write',
      access: 'permission',
      input: z.object(fields),
      output: z.object({ id: z.int() }),
    }),
    update: call({
      summary: 'Change a blacklist entry',
      effect: 'write',
      access: 'permission',
      input: z.object({ id: idSchema, ...fields }),
      output: noOutput,
    }),
    remove: call({
      summary: 'Delete blacklist entries',
      effect: 'write',
      access: 'permission',
      input: z.object({ ids: z.array(idSchema).min(1).max(500) }),
      output: noOutput,
    }),
  });
}

export const ipBlackCalls = ipRangeCalls('ip_black');
export const serverIpBlackCalls = ipRangeCalls('server_ip_black');
