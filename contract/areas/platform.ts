import { z } from 'zod';
import { call, idSchema, noOutput } from '../call';
import { asciiUrlTemplate, hasHiddenCharacter } from '../rules';
import { text } from '../text';

/**
 * How a reputation checker is asked and how its answer is read — data, so a new provider is
 * configuration, not code. The URL template (the key's `url`) and the body may hold `{url}`,
 * `{host}` and `{key}`, each filled in encoded for where it stands.
 */
export const checkerMappingSchema = z.object({
  method: z.enum(['GET', 'POST']),
  /** POST only: the JSON body template. */
  body: text().max(2000),
  /** Where the verdict stands in the JSON answer, as dotted keys (`data.status`). */
  verdict_path: text().trim().min(1).max(200),
  /** Values at that path meaning "flagged" and "fine"; anything else is an answer not understood. */
  flagged_values: z.array(text().trim().min(1).max(100)).min(1).max(20),
  ok_values: z.array(text().trim().min(1).max(100)).min(1).max(20),
  /** Optional: where the checker says why. */
  reason_path: text().trim().max(200),
});

/**
 * An external service the platform talks to (reputation checker, analytics provider…), as every
 * signed-in user's console may know it: which services exist, never their addresses, which may
 * carry a key in the query string.
 */
export const externalKeySchema = z.object({
  id: z.int(),
  platform: text().describe('Stable identifier of the service, e.g. reputation_checker'),
  title: text(),
  enabled: z.boolean(),
});

/** The whole key, for administrators (`url_key_platform/detail`). */
export const externalKeyDetailSchema = externalKeySchema.extend({
  /** The URL template, which may hold the provider's key. */
  url: text(),
  /** Whether a secret is stored; the secret itself never leaves the server. */
  has_secret: z.boolean(),
  /** The stored secret's last four characters behind dots (`••••1234`), to tell keys apart; empty without one. */
  secret_hint: text(),
  mapping: checkerMappingSchema.nullable(),
});

export const platformCalls = {
  'url_key_platform/inquire': call({
    summary:
      'The external services by name (never an address, mapping or secret); without data_only, administrators also get the disabled ones',
    effect: 'read',
    access: 'user',
    input: z.object({
      /** Only the enabled services; `false` lists every one to callers granted `url_key_platform/save`. */
      data_only: z.boolean().default(true),
    }),
    output: z.object({ list: z.array(externalKeySchema) }),
  }),
  'url_key_platform/detail': call({
    summary: 'Every external-service key with its checker mapping and whether a secret is stored',
    effect: 'read',
    access: 'permission',
    permission: 'url_key_platform/save',
    input: z.object({}),
    output: z.object({ list: z.array(externalKeyDetailSchema) }),
  }),
  'url_key_platform/save': call({
    summary: 'Add or change an external-service key; the secret is sealed and kept when left empty',
    effect: 'write',
    access: 'permission',
    input: z.object({
      platform: text()
        .trim()
        .regex(/^[a-z][a-z0-9_]{1,63}$/, 'url_key.platform_format'),
      title: text().trim().min(1).max(100),
      // Kept in its ASCII form like every URL the platform sends on; its placeholders stay as written.
      url: z.union([
        z.literal(''),
        z
          .url({ protocol: /^https?$/, error: 'url_key.url_format' })
          .max(2000)
          .refine((url) => !hasHiddenCharacter(url), 'code.url_hidden_character')
          .transform(asciiUrlTemplate),
      ]),
      secret: text().max(500).optional(),
      enabled: z.boolean(),
      mapping: checkerMappingSchema.nullable().default(null),
    }),
    output: z.object({ id: z.int() }),
  }),
  'url_key_platform/remove': call({
    summary: 'Remove external-service keys; refused for the reputation checker the monitor uses',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(100) }),
    output: noOutput,
  }),
};
