import type { systemCalls } from '../../contract/areas/system';
import type { Handlers } from '../http/handlers';
import { shownLanguages } from '../languages/service';
import { configurationFor, readConfiguration } from '../settings/configuration';

export const systemHandlers: Handlers<typeof systemCalls> = {
  // The output schema keeps only the public fields of the configuration.
  'website/inquire': async (_input, { db, locale, publicAddress }) => ({
    id: 1,
    ...configurationFor(locale, await readConfiguration(db)),
    public_address: publicAddress.status(),
  }),

  'language/inquire': async ({ show_status }, { db }) => ({
    list: (await shownLanguages(db, show_status)).map((row) => ({
      code: row.code,
      title: row.title,
      default_language: row.defaultLanguage as 1 | 2,
      show_status: row.showStatus as 1 | 2,
    })),
  }),

  'system/report_client_error': async (report, { log, actor, ip, userAgent }) => {
    log.warn(
      { client_error: report, user_id: actor?.userId ?? null, ip, user_agent: userAgent },
      'console error',
    );
    return {};
  },
};
