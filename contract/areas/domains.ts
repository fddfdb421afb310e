import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { DomainType, DomainVerification, MonitorStatus } from '../enums';
import { text } from '../text';
import { destinationUrlSchema } from './codes';

/** A host name as typed: lower case, letters, digits, dots and dashes, at least one dot. */
export const hostSchema = text()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'domain.host_format');

export const domainRowSchema = z.object({
  id: z.int(),
  host: text(),
  type: enumSchema(DomainType),
  owner_id: z.int(),
  owner_account: text(),
  verification: enumSchema(DomainVerification),
  monitor_status: enumSchema(MonitorStatus),
  code_count: z.int(),
  /** Short domains: the operator's own entry page, where the bare domain leads (form 3). */
  entry_page_url: text(),
  /** The host as people read it: an international name in its own script, otherwise the host. */
  unicode_host: text(),
  /** Why the last proof of control failed, in the reader's language; null when it did not. */
  verify_reason: text().nullable(),
  verify_checked_at: isoTime.nullable(),
  updated_at: isoTime,
});

/** One DNS record a domain needs: the TXT record proving control, and where it points to serve. */
export const dnsRecordSchema = z.object({
  domain_id: z.int(),
  host: text(),
  record_type: z.enum(['TXT', 'CNAME', 'A', 'AAAA']),
  name: text(),
  value: text(),
  purpose: z.enum(['verify', 'serve']),
});

/** What a holder does to prove control of a domain, both ways. */
export const verificationStepsSchema = z.object({
  id: z.int(),
  verify_token: text(),
  txt_name: text(),
  txt_value: text(),
  http_path: text(),
});

/**
 * The platform's domain pool (`hold_domain`, SPEC §5): administrators assign entry and short
 * domains to customers. Assigned pool domains are verified by the platform.
 */
export const holdDomainCalls = prefixed('hold_domain', {
  inquire: call({
    summary: 'Domains assigned to customers, with their holder and how many codes use them',
    effect: 'read',
    access: 'permission',
    input: z.object({
      keyword: text().trim().max(100).optional(),
      type: enumSchema(DomainType).optional(),
      ...pageInput,
    }),
    output: paged(domainRowSchema),
  }),
  add: call({
    summary: 'Assign a domain of the pool to a customer',
    effect: 'write',
    access: 'permission',
    input: z.object({
      host: hostSchema,
      type: enumSchema(DomainType),
      owner_account: text().trim().min(1).max(64),
    }),
    output: z.object({ id: z.int() }),
  }),
  remove: call({
    summary: 'Take domains back; refused while codes still use them',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(500) }),
    output: noOutput,
  }),
});

export const domainListCalls = prefixed('domain_list', {
  inquire: call({
    summary: 'The caller’s own domains',
    effect: 'read',
    access: 'permission',
    input: z.object({ type: enumSchema(DomainType).optional(), ...pageInput }),
    output: paged(domainRowSchema),
  }),
  add: call({
    summary: 'Add one of the caller’s own domains; it serves nothing until its control is proven',
    effect: 'write',
    access: 'permission',
    input: z.object({
      /** As typed: an international name is kept in punycode and shown in its script. */
      domain: text().trim().min(1, 'domain.host_format').max(253, 'domain.host_format'),
      type: enumSchema(DomainType),
    }),
    output: verificationStepsSchema,
  }),
  steps: call({
    summary: 'How to prove control of one of the caller’s domains (the TXT record or the HTTP file)',
    effect: 'read',
    access: 'permission',
    permission: 'domain_list/add',
    input: z.object({ id: idSchema }),
    output: verificationStepsSchema,
  }),
  verify: call({
    summary: 'Look for the proof of control now: the TXT record, then the HTTP file',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema }),
    output: z.object({ verified: z.boolean(), reason: text().optional() }),
  }),
  remove: call({
    summary: 'Remove the caller’s own domains; refused while codes use them',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(500) }),
    output: noOutput,
  }),
  update_entry_page: call({
    summary: 'Set where one of the caller’s short domains sends visitors of its bare address (form 3)',
    effect: 'write',
    access: 'permission',
    input: z.object({
      id: idSchema,
      entry_page_url: z.union([z.literal(''), destinationUrlSchema]),
    }),
    output: noOutput,
  }),
});

export const exportDomainResolutionCalls = prefixed('export_domain_resolution', {
  inquire: call({
    summary:
      'The DNS records each of the caller’s domains needs, with the same as CSV and as a zone-file snippet',
    effect: 'read',
    access: 'permission',
    input: z.object({ domain_id: idSchema.optional() }),
    output: z.object({ list: z.array(dnsRecordSchema), csv: z.string(), zone: z.string() }),
  }),
});
