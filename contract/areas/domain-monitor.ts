import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noInput, noOutput, paged, pageInput, prefixed } from '../call';
import { CheckVerdict, DomainCheckKind, DomainType, MonitorStatus, ShieldAction } from '../enums';
import { text } from '../text';

/**
 * Domain monitoring (SPEC §5): every verified domain is checked on a schedule — DNS still points at
 * the platform, HTTPS answers its health token, the certificate's days left, and optionally a
 * reputation checker configured under the external-service keys. A domain is "detection failed"
 * only after as many failed rounds in a row as the configuration says, so one timeout pages nobody.
 * The platform watches and tells; it never hides or swaps a flagged domain.
 */

/** One point of a domain's recent history: the worst verdict of one round. */
export const monitorPointSchema = z.object({
  at: isoTime,
  verdict: enumSchema(CheckVerdict),
  latency_ms: z.int(),
});

export const monitorRowSchema = z.object({
  id: z.int(),
  host: text(),
  unicode_host: text(),
  type: enumSchema(DomainType),
  owner_id: z.int(),
  owner_account: text(),
  monitor_status: enumSchema(MonitorStatus),
  /** What the last round found wrong, in the reader's language; null when nothing. */
  monitor_reason: text().nullable(),
  /** Failed rounds in a row (reset by a good one). */
  failures: z.int(),
  certificate_days: z.int().nullable(),
  checked_at: isoTime.nullable(),
  code_count: z.int(),
  /** The last rounds, oldest first, for a sparkline. */
  history: z.array(monitorPointSchema),
});

const monitorFilter = {
  monitor_status: enumSchema(MonitorStatus).optional(),
  keyword: text().trim().max(100).optional(),
};

/** What a check now answers per domain; a domain checked moments ago answers its last round. */
export const checkNowSchema = z.object({
  list: z.array(
    z.object({ id: z.int(), monitor_status: enumSchema(MonitorStatus), monitor_reason: text().nullable() }),
  ),
});

const checkNowInput = z.object({ ids: z.array(idSchema).min(1).max(20) });

export const domainMonitorCalls = prefixed('domain_monitor', {
  inquire: call({
    summary: 'How the caller’s verified domains are doing, with each one’s recent rounds',
    effect: 'read',
    access: 'permission',
    input: z.object({ ...monitorFilter, ...pageInput }),
    output: paged(monitorRowSchema),
  }),
  check: call({
    summary: 'Check some of the caller’s domains now (at most 20 at once)',
    effect: 'write',
    access: 'permission',
    input: checkNowInput,
    output: checkNowSchema,
  }),
});

export const adminDomainMonitorCalls = prefixed('admin_domain_monitor', {
  inquire: call({
    summary: 'Every verified domain’s monitoring status, filterable, with recent rounds',
    effect: 'read',
    access: 'permission',
    input: z.object({ ...monitorFilter, owner_account: text().trim().max(64).optional(), ...pageInput }),
    output: paged(monitorRowSchema),
  }),
  check: call({
    summary: 'Check any domains now (at most 20 at once)',
    effect: 'write',
    access: 'permission',
    input: checkNowInput,
    output: checkNowSchema,
  }),
});

export const detectionRowSchema = z.object({
  id: z.int(),
  domain_id: z.int(),
  host: text(),
  owner_account: text(),
  check: enumSchema(DomainCheckKind),
  /** The reputation checker's platform; empty for the platform's own checks. */
  checker: text(),
  verdict: enumSchema(CheckVerdict),
  reason: text().nullable(),
  /** The checker's answer as received (cut to 2,000 characters). */
  raw: text(),
  latency_ms: z.int(),
  checked_at: isoTime,
});

export const wxShieldDetectionCalls = prefixed('wx_shield_detection', {
  inquire: call({
    summary: 'The history of every check of every domain, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({
      keyword: text().trim().max(100).optional(),
      check: enumSchema(DomainCheckKind).optional(),
      verdict: enumSchema(CheckVerdict).optional(),
      start_time: isoTime.optional(),
      end_time: isoTime.optional(),
      ...pageInput,
    }),
    output: paged(detectionRowSchema),
  }),
});

export const monitorSettingsSchema = z.object({
  enabled: z.boolean(),
  /** How often each domain is checked. */
  every_minutes: z.int().min(1).max(1440),
  /** Failed rounds in a row before a domain shows "detection failed". */
  failures_before_failed: z.int().min(1).max(10),
  /** The certificate counts as a problem with fewer days than this left. */
  certificate_warn_days: z.int().min(0).max(90),
  /** Whether HTTPS and the certificate are checked (off where TLS ends elsewhere). */
  check_https: z.boolean(),
  /** The external-service key used as the reputation checker; empty = none. */
  reputation_platform: text().trim().max(64),
});

export const DEFAULT_MONITOR_SETTINGS: z.infer<typeof monitorSettingsSchema> = {
  enabled: true,
  every_minutes: 10,
  failures_before_failed: 2,
  certificate_warn_days: 14,
  check_https: true,
  reputation_platform: '',
};

export const monitorSettingsCalls = prefixed('we_chat_blocking_detection_configuration', {
  inquire: call({
    summary: 'How domains are monitored: schedule, checks, reputation checker, hysteresis',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: monitorSettingsSchema,
  }),
  update: call({
    summary: 'Change how domains are monitored',
    effect: 'write',
    access: 'permission',
    input: monitorSettingsSchema,
    output: noOutput,
  }),
});

export const shieldRowSchema = z.object({
  user_id: z.int(),
  account: text(),
  /** 0: the platform's default. */
  flagged_action: z.union([z.literal(0), enumSchema(ShieldAction)]),
  effective_action: enumSchema(ShieldAction),
  domain_count: z.int(),
  flagged_count: z.int(),
});

export const shieldConfigurationCalls = prefixed('shield_configuration', {
  inquire: call({
    summary: 'What happens to each operator’s codes on a flagged domain: keep serving or pause; never a swap',
    effect: 'read',
    access: 'permission',
    input: z.object({ account: text().trim().max(64).optional(), ...pageInput }),
    output: paged(shieldRowSchema).extend({ default_action: enumSchema(ShieldAction) }),
  }),
  update: call({
    summary: 'Set what happens to one operator’s codes on a flagged domain (0: the default)',
    effect: 'write',
    access: 'permission',
    input: z.object({ user_id: idSchema, flagged_action: z.union([z.literal(0), enumSchema(ShieldAction)]) }),
    output: noOutput,
  }),
  set_default: call({
    summary: 'Set the platform’s default for operators who have no setting of their own',
    effect: 'write',
    access: 'permission',
    permission: 'shield_configuration/update',
    input: z.object({ flagged_action: enumSchema(ShieldAction) }),
    output: noOutput,
  }),
});

/** An hour of the day in the site's time zone. */
const hourSchema = z.int().min(0).max(23);

export const shieldPushSchema = z.object({
  enabled: z.boolean(),
  on_flagged: z.boolean(),
  on_failed: z.boolean(),
  on_recovered: z.boolean(),
  /** A new abuse report (a site message, and Telegram when bound); absent in older subscriptions. */
  on_abuse_report: z.boolean().default(false),
  /** Host names, one per line or comma-separated; empty = every domain. */
  hosts: text().max(4000),
  quiet_enabled: z.boolean(),
  quiet_start: hourSchema,
  quiet_end: hourSchema,
});

export const shieldPushCalls = prefixed('shield_push', {
  inquire: call({
    summary: 'The caller’s own subscription to domain alerts on Telegram',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: shieldPushSchema.extend({ telegram_bound: z.boolean() }),
  }),
  update: call({
    summary: 'Which domain alerts the caller receives on Telegram, for which domains, outside which hours',
    effect: 'write',
    access: 'permission',
    input: shieldPushSchema,
    output: noOutput,
  }),
});

export const telegramBindingRowSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  account: text(),
  name: text(),
  nick_name: text(),
  username: text(),
  language_code: text(),
  chat_id: text(),
  bound_at: isoTime,
});

export const telegramBindingCalls = prefixed('telegram_bot_binding', {
  inquire: call({
    summary: 'Every Telegram binding: the Telegram user, the platform account, the chat',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: text().trim().max(100).optional(), ...pageInput }),
    output: paged(telegramBindingRowSchema),
  }),
  unbind: call({
    summary: 'Remove Telegram bindings; those users get no more alerts there',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(500) }),
    output: noOutput,
  }),
});

export const telegramSelfCalls = prefixed('telegram', {
  my_binding: call({
    summary: 'The caller’s own Telegram binding and the bot to talk to',
    effect: 'read',
    access: 'user',
    input: noInput,
    output: z.object({
      configured: z.boolean(),
      bot_username: text(),
      /** Why the bot's last round failed (a wrong token, Telegram down), as Telegram said it; null when it did not. */
      bot_problem: text().nullable(),
      binding: telegramBindingRowSchema.nullable(),
    }),
  }),
  bind_code: call({
    summary: 'A one-time code (10 minutes) the caller sends the bot to bind their Telegram',
    effect: 'write',
    access: 'user',
    input: noInput,
    output: z.object({ code: text(), expires_at: isoTime, bot_username: text() }),
  }),
  unbind: call({
    summary: 'Remove the caller’s own Telegram binding',
    effect: 'write',
    access: 'user',
    input: noInput,
    output: noOutput,
  }),
});
