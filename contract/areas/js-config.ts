import { z } from 'zod';
import { ANALYTICS_PROVIDERS, isSiteId } from '../analytics';
import { call, noInput, noOutput, prefixed } from '../call';
import { text } from '../text';

/**
 * The caller's analytics snippet (SPEC §4 `js_config`). A site id of the wrong shape for its
 * provider is refused even while the snippet is off, so nothing but a well-formed id is ever kept.
 */
export const analyticsSnippetSchema = z
  .object({
    provider: z.enum(ANALYTICS_PROVIDERS),
    /** GA4 measurement id, Plausible domain, Umami website id or Baidu Tongji site key. */
    site_id: text().trim().max(253),
    /** Put into the landing pages only while on. */
    enabled: z.boolean(),
  })
  .superRefine((snippet, context) => {
    if (snippet.site_id === '' && !snippet.enabled) return;
    if (!isSiteId(snippet.provider, snippet.site_id))
      context.addIssue({
        code: 'custom',
        path: ['site_id'],
        message: `js_config.site_id_${snippet.provider}`,
      });
  });

export const jsConfigCalls = prefixed('js_config', {
  inquire: call({
    summary: 'The caller’s analytics snippet settings',
    effect: 'read',
    access: 'permission',
    permission: 'js_config/update',
    input: noInput,
    output: analyticsSnippetSchema,
  }),
  update: call({
    summary: 'Change the caller’s analytics snippet; it is put into their landing pages while enabled',
    effect: 'write',
    access: 'permission',
    input: analyticsSnippetSchema,
    output: noOutput,
  }),
});
