import { z } from 'zod';
import { call } from '../call';
import { text } from '../text';

/** An external service the platform talks to (reputation checker, analytics provider…). */
export const externalKeySchema = z.object({
  id: z.int(),
  platform: text().describe('Stable identifier of the service, e.g. reputation_checker'),
  title: text(),
  url: text(),
  enabled: z.boolean(),
});

export const platformCalls = {
  'url_key_platform/inquire': call({
    summary: 'External-service keys; with data_only, only what the console needs (never secrets)',
    effect: 'read',
    access: 'user',
    input: z.object({ data_only: z.boolean().default(true) }),
    output: z.object({ list: z.array(externalKeySchema) }),
  }),
};
