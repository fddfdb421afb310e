import type { z } from 'zod';
import {
  type configurationSchema,
  DEFAULT_CONFIGURATION,
  type subscriberDefaultsSchema,
} from '../../contract/areas/configuration';
import { type Locale, ShieldAction } from '../../contract/enums';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { seededText, seededTextToStore } from '../i18n';
import { roleIdByKey, roleScope } from '../roles/service';
import { readSetting, writeSetting } from './store';

export type Configuration = z.infer<typeof configurationSchema>;
export type SubscriberDefaults = Omit<z.infer<typeof subscriberDefaultsSchema>, 'role_id'> & {
  role_id: number | null;
};

/** One document serves both `configuration/inquire` and, through its narrower schema, `website/inquire`. */
export function readConfiguration(db: Db): Promise<Configuration> {
  return readSetting(db, 'configuration', DEFAULT_CONFIGURATION);
}

/** The seeded titles are the zh-CN `app.title`, which is what each reader sees in their language. */
const SEEDED_TITLE = { text: DEFAULT_CONFIGURATION.title, key: 'app.title' };
const SEEDED_ADMIN_TITLE = { text: DEFAULT_CONFIGURATION.admin_title, key: 'app.title' };

/**
 * The configuration as one reader sees it: a site title still at its seeded default is in the
 * reader's language; a title an administrator set stays as set.
 */
export function configurationFor(locale: Locale, value: Configuration): Configuration {
  return {
    ...value,
    title: seededText(locale, value.title, SEEDED_TITLE),
    admin_title: seededText(locale, value.admin_title, SEEDED_ADMIN_TITLE),
  };
}

/** Saving the form with a default title shown in the reader's language keeps the default. */
export function writeConfiguration(db: Db, value: Configuration): Promise<void> {
  return writeSetting(db, 'configuration', {
    ...value,
    title: seededTextToStore(value.title, SEEDED_TITLE),
    admin_title: seededTextToStore(value.admin_title, SEEDED_ADMIN_TITLE),
  });
}

/** `role_id: null` means the seeded default role. */
export const DEFAULT_SUBSCRIBER: SubscriberDefaults = {
  role_id: null,
  share_ratio: '0',
  trial_days: 0,
  free_max_codes: 10,
  free_max_domains: 1,
  free_detailed_log: true,
  free_retention_days: 30,
  flagged_action: ShieldAction.keep_serving,
};

export function readSubscriberDefaults(db: Db): Promise<SubscriberDefaults> {
  return readSetting(db, 'subscriber_defaults', DEFAULT_SUBSCRIBER);
}

export function writeSubscriberDefaults(db: Db, value: SubscriberDefaults): Promise<void> {
  return writeSetting(db, 'subscriber_defaults', value);
}

/** The subscriber defaults as the console edits them: no role chosen shows the seeded default role. */
export async function subscriberDefaultsWithRole(db: Db): Promise<SubscriberDefaults & { role_id: number }> {
  const defaults = await readSubscriberDefaults(db);
  return { ...defaults, role_id: defaults.role_id ?? (await roleIdByKey(db, 'default')) ?? 0 };
}

/** New users are customers: a platform role here would hand out administration by registering. */
export async function saveSubscriberDefaults(db: Db, value: SubscriberDefaults & { role_id: number }) {
  if ((await roleScope(db, value.role_id)) !== 'customer') {
    throw invalidParameter(
      [{ path: 'role_id', messageKey: 'subscriber.role_customer' }],
      'subscriber.role_customer',
    );
  }
  await writeSubscriberDefaults(db, value);
}
