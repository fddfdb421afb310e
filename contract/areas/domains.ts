import { z } from 'zod';
import { call, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { DomainType, DomainVerification, enumSchema, MonitorStatus } from '../enums';
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
  updated_at: isoTime,
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
