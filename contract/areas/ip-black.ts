import { z } from 'zod';
import { call, isoTime, noOutput, paged, pageInput, prefixed } from '../call';

/** A single IPv4/IPv6 address or a CIDR range. */
export const ipRangeSchema = z
  .string()
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'ip_black.format' }));

export const ipBlackRowSchema = z.object({
  id: z.int(),
  cidr: z.string(),
  remark: z.string(),
  updated_at: isoTime,
});

const fields = { cidr: ipRangeSchema, remark: z.string().trim().max(200).default('') };

export const ipBlackCalls = prefixed('ip_black', {
  inquire: call({
    summary: 'Console IP blacklist',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: z.string().trim().max(64).optional(), ...pageInput }),
    output: paged(ipBlackRowSchema),
  }),
  add: call({
    summary: 'Block an address or range from the console and login (not the caller’s own address)',
    effect: 'write',
    access: 'permission',
    input: z.object(fields),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change a blacklist entry',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: z.int().min(1), ...fields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete blacklist entries',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(z.int().min(1)).min(1).max(500) }),
    output: noOutput,
  }),
});
