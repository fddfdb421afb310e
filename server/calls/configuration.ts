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

  'configuration/update': async (input, { db, publicAddress }) => {
    await writeConfiguration(db, input);
    await publicAddress.changed();
    return {};
  },

  'configuration/public_address': async ({ url }, { db, publicAddress }) => {
    await writeConfiguration(db, { ...(await readConfiguration(db)), public_base_url: url });
    await publicAddress.changed();
    return {};
  },

  'subscriber_config_default/inquire': async (_input, { db }) => subscriberDefaultsWithRole(db),

  'subscriber_config_default/update': async (input, { db }) => {
    await saveSubscriberDefaults(db, input);
    return {};
  },
};
