import { desc, eq } from 'drizzle-orm';
import type { systemCalls } from '../../contract/areas/system';
import { languages } from '../db/schema';
import type { Handlers } from '../http/handlers';
import { readConfiguration } from '../settings/configuration';

export const systemHandlers: Handlers<typeof systemCalls> = {
  // The output schema keeps only the public fields of the configuration.
  'website/inquire': async (_input, { db }) => ({ id: 1, ...(await readConfiguration(db)) }),

  'language/inquire': async ({ show_status }, { db }) => {
    const rows = await db
      .select()
      .from(languages)
      .where(show_status === undefined ? undefined : eq(languages.showStatus, show_status))
      .orderBy(desc(languages.sort));
    return {
      list: rows.map((row) => ({
        code: row.code,
        title: row.title,
        default_language: row.defaultLanguage as 1 | 2,
        show_status: row.showStatus as 1 | 2,
      })),
    };
  },

  'system/report_client_error': async (report, { log, actor, ip, userAgent }) => {
    log.warn(
      { client_error: report, user_id: actor?.userId ?? null, ip, user_agent: userAgent },
      'console error',
    );
    return {};
  },
};
