import { z } from 'zod';
import { call, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { ALERT_LINE_BOUNDS, ATTENTION_STATES } from '../group-qr';
import { text } from '../text';

/** One code on the "needs attention" list (SPEC §12.1). */
export const attentionRowSchema = z.object({
  code_id: z.int(),
  name: text(),
  file_name: text(),
  state: z.enum(ATTENTION_STATES),
  /** Destinations that can take a visitor now, counting expiries, thresholds and switches. */
  usable: z.int(),
  /** The soonest expiry among the usable destinations; null when none of them expires. */
  next_expiry: isoTime.nullable(),
});

/** An owner's lines for the lifecycle alerts; null takes the platform's default. */
const alertLinesSchema = z.object({
  expiring_hours: z
    .int()
    .min(ALERT_LINE_BOUNDS.expiringHours.min)
    .max(ALERT_LINE_BOUNDS.expiringHours.max)
    .nullable()
    .describe('Alert this many hours before a destination expires; null = the platform’s default'),
  low_usable: z
    .int()
    .min(ALERT_LINE_BOUNDS.lowUsable.min)
    .max(ALERT_LINE_BOUNDS.lowUsable.max)
    .nullable()
    .describe('Alert when this many usable destinations or fewer are left; null = the platform’s default'),
});

export const codeAttentionCalls = prefixed('code_attention', {
  inquire: call({
    summary: 'The caller’s codes with destinations expiring soon, expired or used up; most urgent first',
    effect: 'read',
    access: 'permission',
    apiScope: 'codes:read',
    input: z.object({ ...pageInput }),
    output: paged(attentionRowSchema),
  }),
  settings: call({
    summary: 'The caller’s lines for lifecycle alerts, and the platform’s defaults behind them',
    effect: 'read',
    access: 'permission',
    permission: 'code_attention/inquire',
    input: z.object({}),
    output: alertLinesSchema.extend({ default_expiring_hours: z.int(), default_low_usable: z.int() }),
  }),
  save_settings: call({
    summary: 'Sets the caller’s own lines for lifecycle alerts',
    effect: 'write',
    access: 'permission',
    input: alertLinesSchema,
    output: noOutput,
  }),
});
