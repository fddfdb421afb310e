import { z } from 'zod';
import { API_SCOPES, call, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { text } from '../text';

/** Calls a minute one key may make unless its owner sets another limit. */
export const DEFAULT_API_RATE_LIMIT = 60;
export const MAX_API_RATE_LIMIT = 600;
/** Live keys one account may hold; revoked keys do not count. */
export const MAX_LIVE_API_KEYS = 100;

export const apiScopeSchema = z.enum(API_SCOPES);

const keyFields = {
  name: text().trim().min(1, 'code_api.name_required').max(60),
  scopes: z
    .array(apiScopeSchema)
    .min(1, 'code_api.scopes_required')
    .max(API_SCOPES.length * 2)
    // A scope named twice is the same grant.
    .transform((scopes) => [...new Set(scopes)])
    .describe('What the key may do: codes:read, codes:write, statistics:read'),
  rate_limit: z
    .int()
    .min(1)
    .max(MAX_API_RATE_LIMIT)
    .default(DEFAULT_API_RATE_LIMIT)
    .describe('Calls a minute; beyond it the key is answered 429'),
};

/** A key as its owner sees it: never the key itself, only enough of it to recognise it. */
export const apiKeyRowSchema = z.object({
  id: z.int(),
  name: text(),
  scopes: z.array(apiScopeSchema),
  /** The key's first characters (`lc_` and four more) and its last four. */
  prefix: text(),
  last4: text(),
  rate_limit: z.int(),
  last_used_at: isoTime.nullable(),
  created_at: isoTime,
  revoked_at: isoTime.nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

export const codeApiCalls = prefixed('code_api', {
  inquire: call({
    summary: 'The caller’s API keys, newest first; the keys themselves are never answered again',
    effect: 'read',
    access: 'permission',
    input: z.object({ ...pageInput }),
    output: paged(apiKeyRowSchema),
  }),
  add: call({
    summary: 'Create an API key; the answer holds the key, shown this once',
    effect: 'write',
    access: 'permission',
    input: z.object(keyFields),
    output: z.object({ id: z.int(), key: text() }),
  }),
  update: call({
    summary: 'Rename an API key or change its scopes and rate limit',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...keyFields }),
    output: noOutput,
  }),
  revoke: call({
    summary: 'Revoke API keys for good: calls with them are refused from now on',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(MAX_LIVE_API_KEYS) }),
    output: z.object({ revoked: z.int() }),
  }),
});
