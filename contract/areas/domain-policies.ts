import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { DomainTrouble, DomainType, MonitorStatus } from '../enums';
import { text } from '../text';
import { destinationUrlSchema } from './codes';

/**
 * Per-domain policies the redirect engine applies (SPEC §4–5): `no_hijack` (HTTPS only, HSTS,
 * referrer policy) and `forward` (domain-wide forwarding of a verified landing domain's paths),
 * and the operator's to-do lists of codes whose domain is in trouble.
 */

/** The referrer policies a browser knows; the empty string sends no header. */
export const REFERRER_POLICIES = [
  '',
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
] as const;

/** HSTS max-age at most two years, the preload list's own ceiling. */
export const MAX_HSTS_SECONDS = 63_072_000;

export const domainPolicySchema = z.object({
  /** Plain-HTTP requests are sent to the same address over HTTPS first. */
  https_only: z.boolean(),
  /** Seconds browsers keep to HTTPS for the domain; 0 sends no HSTS header. */
  hsts_max_age: z.int().min(0).max(MAX_HSTS_SECONDS),
  referrer_policy: z.enum(REFERRER_POLICIES),
});

export const policyRowSchema = domainPolicySchema.extend({
  id: z.int(),
  host: text(),
  unicode_host: text(),
  type: enumSchema(DomainType),
});

export const noHijackCalls = prefixed('no_hijack', {
  inquire: call({
    summary: 'The caller’s verified domains with their HTTPS, HSTS and referrer policy',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: text().trim().max(100).optional(), ...pageInput }),
    output: paged(policyRowSchema),
  }),
  update: call({
    summary: 'Set one of the caller’s domains’ HTTPS, HSTS and referrer policy',
    effect: 'write',
    access: 'permission',
    input: domainPolicySchema.extend({ id: idSchema }),
    output: noOutput,
  }),
});

/** A path prefix: starts with `/`, no query, no spaces. */
const pathPrefixSchema = text()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/, 'forward.path_format');

export const forwardInputSchema = z.object({
  domain_id: idSchema,
  path_prefix: pathPrefixSchema,
  target_url: destinationUrlSchema.pipe(text().min(1, 'code.url_required')),
  status_code: z.union([z.literal(301), z.literal(302)]),
  /** Whether what follows the prefix (and the query) is added to the target. */
  keep_path: z.boolean(),
  enabled: z.boolean(),
});

export const forwardRowSchema = forwardInputSchema.extend({
  id: z.int(),
  host: text(),
  unicode_host: text(),
  updated_at: isoTime,
});

export const forwardCalls = prefixed('forward', {
  inquire: call({
    summary: 'The caller’s forwarding rules on their verified landing-page domains',
    effect: 'read',
    access: 'permission',
    input: z.object({ domain_id: idSchema.optional(), ...pageInput }),
    output: paged(forwardRowSchema),
  }),
  add: call({
    summary: 'Forward a path prefix of one of the caller’s verified landing-page domains to a target',
    effect: 'write',
    access: 'permission',
    input: forwardInputSchema,
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change one of the caller’s forwarding rules',
    effect: 'write',
    access: 'permission',
    input: forwardInputSchema.extend({ id: idSchema }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Remove some of the caller’s forwarding rules',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(500) }),
    output: noOutput,
  }),
});

export const troubledCodeSchema = z.object({
  id: z.int(),
  name: text(),
  file_name: text(),
  domain_id: z.int(),
  host: text(),
  unicode_host: text(),
  trouble: enumSchema(DomainTrouble),
  monitor_status: enumSchema(MonitorStatus),
  /** What the monitor or the proof found, in the reader's language. */
  reason: text().nullable(),
  view_number: z.int(),
});

const troubledInput = z.object({ keyword: text().trim().max(100).optional(), ...pageInput });

export const troubledCodeCalls = {
  ...prefixed('no_domain_name', {
    inquire: call({
      summary: 'The caller’s codes whose domain serves nothing now: not verified, or paused while flagged',
      effect: 'read',
      access: 'permission',
      input: troubledInput,
      output: paged(troubledCodeSchema),
    }),
  }),
  ...prefixed('nodomain', {
    inquire: call({
      summary: 'The caller’s codes on domains that are flagged or failing their checks',
      effect: 'read',
      access: 'permission',
      input: troubledInput,
      output: paged(troubledCodeSchema),
    }),
  }),
};
