import { eq } from 'drizzle-orm';
import type { configurationCalls } from '../../contract/areas/configuration';
import { roles } from '../db/schema';
import { invalidParameter } from '../http/errors';
import type { Handlers } from '../http/handlers';
import {
  readConfiguration,
  readSubscriberDefaults,
  writeConfiguration,
  writeSubscriberDefaults,
} from '../settings/configuration';

export const configurationHandlers: Handlers<typeof configurationCalls> = {
  'configuration/inquire': async (_input, { db }) => readConfiguration(db),

  'configuration/update': async (input, { db }) => {
    await writeConfiguration(db, input);
    return {};
  },

  'subscriber_config_default/inquire': async (_input, { db }) => {
    const defaults = await readSubscriberDefaults(db);
    const roleId =
      defaults.role_id ??
      (await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'default')))[0]?.id ??
      0;
    return { ...defaults, role_id: roleId };
  },

  'subscriber_config_default/update': async (input, { db }) => {
    const [role] = await db.select({ scope: roles.scope }).from(roles).where(eq(roles.id, input.role_id));
    // New users are customers: a platform role here would hand out administration by registering.
    if (role?.scope !== 'customer') {
      throw invalidParameter(
        [{ path: 'role_id', messageKey: 'subscriber.role_customer' }],
        'subscriber.role_customer',
      );
    }
    await writeSubscriberDefaults(db, input);
    return {};
  },
};
