import type { configurationCalls } from '../../contract/areas/configuration';
import type { Handlers } from '../http/handlers';
import {
  configurationFor,
  readConfiguration,
  saveSubscriberDefaults,
  subscriberDefaultsWithRole,
  writeConfiguration,
} from '../settings/configuration';

export const configurationHandlers: Handlers<typeof configurationCalls> = {
  'configuration/inquire': async (_input, { db, locale }) =>
    configurationFor(locale, await readConfiguration(db)),

  'configuration/update': async (input, { db }) => {
    await writeConfiguration(db, input);
    return {};
  },

  'subscriber_config_default/inquire': async (_input, { db }) => subscriberDefaultsWithRole(db),

  'subscriber_config_default/update': async (input, { db }) => {
    await saveSubscriberDefaults(db, input);
    return {};
  },
};
