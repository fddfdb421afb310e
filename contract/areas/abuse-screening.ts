import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noInput, noOutput, paged, pageInput, prefixed } from '../call';
import { ScreeningState, ScreenMatch, ScreenRuleKind, ScreenVerdict } from '../enums';
import { text } from '../text';

/**
 * Destination screening (abuse controls): every destination an owner saves is checked against the
 * platform's blocklist and allowlist, then optionally an external reputation provider (an
 * external-service key with a data mapping), whose answers are cached per host. A blocked address
 * is refused on save; a live one that becomes blocked is paused, its owner told, and listed here
 * for administrators to release. Nothing is ever hidden or swapped.
 */

const ruleFields = {
  kind: enumSchema(ScreenRuleKind),
  match_type: enumSchema(ScreenMatch),
  value: text()
    .trim()
    .min(1, 'abuse_blocklist.value_required')
    .max(300)
    .describe('A host (covers its subdomains) or a glob over host and path, e.g. *.bad.example/login*'),
  note: text().trim().max(200).default(''),
};

export const screenRuleRowSchema = z.object({
  id: z.int(),
  kind: enumSchema(ScreenRuleKind),
  match_type: enumSchema(ScreenMatch),
  value: text(),
  note: text(),
  created_by: text().describe('The account of the administrator who added it; empty when unknown'),
  created_at: isoTime,
});

/** One line of an imported list that was not taken, with why. */
export const refusedLineSchema = z.object({ line: z.int(), text: text(), reason: text() });

export const abuseBlocklistCalls = prefixed('abuse_blocklist', {
  inquire: call({
    summary: 'The screening rules: blocked and allowed hosts and patterns',
    effect: 'read',
    access: 'permission',
    input: z.object({
      kind: enumSchema(ScreenRuleKind).optional(),
      keyword: text().trim().max(100).optional(),
      ...pageInput,
    }),
    output: paged(screenRuleRowSchema),
  }),
  add: call({
    summary: 'Add a screening rule; an allow rule wins over every block rule',
    effect: 'write',
    access: 'permission',
    input: z.object(ruleFields),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change a screening rule',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...ruleFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Remove screening rules',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(500) }),
    output: noOutput,
  }),
  import: call({
    summary: 'Import a plain list (a host or pattern per line, # comments) as rules of one kind',
    effect: 'write',
    access: 'permission',
    permission: 'abuse_blocklist/add',
    input: z.object({
      kind: enumSchema(ScreenRuleKind),
      text: text().min(1, 'abuse_blocklist.import_empty').max(200_000),
    }),
    output: z.object({
      added: z.int(),
      skipped: z.int().describe('Lines already in the list'),
      refused: z.array(refusedLineSchema),
    }),
  }),
});

export const screeningSettingsSchema = z.object({
  /** The external-service key asked about destinations; empty = the local list only. */
  provider_platform: text().trim().max(64),
  /** When the provider cannot answer: save all the same (false) or refuse (true). */
  fail_closed: z.boolean(),
  /** How long a provider's verdict about a host is reused. */
  cache_hours: z.int().min(0).max(720),
  /** How often every live destination is screened again; 0 = never. */
  rescreen_hours: z.int().min(0).max(720),
});

export const DEFAULT_SCREENING_SETTINGS: z.infer<typeof screeningSettingsSchema> = {
  provider_platform: '',
  fail_closed: false,
  cache_hours: 6,
  rescreen_hours: 24,
};

export const screeningRowSchema = z.object({
  /** The destination's id. */
  id: z.int(),
  code_id: z.int(),
  code_name: text(),
  file_name: text(),
  owner_id: z.int(),
  owner_account: text(),
  url: text(),
  verdict: enumSchema(ScreenVerdict).nullable(),
  /** `blocklist` or the provider key's name. */
  source: text(),
  reason: text(),
  screened_at: isoTime.nullable(),
  paused_at: isoTime.nullable(),
});

export const screeningHistoryRowSchema = z.object({
  id: z.int(),
  destination_id: z.int().nullable(),
  code_id: z.int().nullable(),
  host: text(),
  url: text(),
  verdict: enumSchema(ScreenVerdict),
  source: text(),
  reason: text(),
  trigger: text(),
  checked_at: isoTime,
});

const destinationIds = z.array(idSchema).min(1).max(100);

export const abuseScreeningCalls = prefixed('abuse_screening', {
  inquire: call({
    summary: 'Live destinations the screening paused or could not check, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({
      state: enumSchema(ScreeningState).optional(),
      keyword: text().trim().max(100).optional(),
      ...pageInput,
    }),
    output: paged(screeningRowSchema),
  }),
  history: call({
    summary: 'Every verdict about one destination, newest first',
    effect: 'read',
    access: 'permission',
    permission: 'abuse_screening/inquire',
    input: z.object({ destination_id: idSchema }),
    output: z.object({ list: z.array(screeningHistoryRowSchema) }),
  }),
  rescreen: call({
    summary: 'Screen destinations again now, asking the provider afresh; a blocked one is paused',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: destinationIds }),
    output: z.object({
      list: z.array(z.object({ destination_id: z.int(), verdict: enumSchema(ScreenVerdict) })),
    }),
  }),
  release: call({
    summary: 'Serve paused destinations again (an administrator’s decision), optionally allowing their hosts',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: destinationIds, allow_host: z.boolean().default(false) }),
    output: noOutput,
  }),
  settings: call({
    summary: 'How destinations are screened: provider, fail-open or closed, cache and re-screen times',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: screeningSettingsSchema,
  }),
  update_settings: call({
    summary: 'Change how destinations are screened',
    effect: 'write',
    access: 'permission',
    input: screeningSettingsSchema,
    output: noOutput,
  }),
});
