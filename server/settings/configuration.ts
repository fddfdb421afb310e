import type { z } from 'zod';
import type { configurationSchema, subscriberDefaultsSchema } from '../../contract/areas/configuration';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { roleIdByKey, roleScope } from '../roles/service';
import { readSetting, writeSetting } from './store';

export type Configuration = z.infer<typeof configurationSchema>;
export type SubscriberDefaults = Omit<z.infer<typeof subscriberDefaultsSchema>, 'role_id'> & {
  role_id: number | null;
};

/** A fresh installation (SPEC §1, §2, §10): registration on, default title and logo, 5 failures in 15 min → 15 min. */
export const DEFAULT_CONFIGURATION: Configuration = {
  title: '活码管理系统',
  icon: '/logo.png',
  color: '#f5ca47',
  admin_title: '活码管理系统',
  admin_logo: '/logo.png',
  admin_register: true,
  admin_register_url: '',
  google_verification: false,
  maintenance: false,
  lockout_failures: 5,
  lockout_window_minutes: 15,
  lockout_minutes: 15,
  default_reset_password: 'a123456',
  time_zone: 'Asia/Shanghai',
  short_code_exhibit: 1,
  visit_retention_days: 180,
  max_sessions_per_user: 10,
  max_layouts_per_user: 20,
  max_exports_in_progress: 3,
};

/** One document serves both `configuration/inquire` and, through its narrower schema, `website/inquire`. */
export function readConfiguration(db: Db): Promise<Configuration> {
  return readSetting(db, 'configuration', DEFAULT_CONFIGURATION);
}

export function writeConfiguration(db: Db, value: Configuration): Promise<void> {
  return writeSetting(db, 'configuration', value);
}

/** `role_id: null` means the seeded default role. */
export const DEFAULT_SUBSCRIBER: SubscriberDefaults = { role_id: null, share_ratio: '0', trial_days: 0 };

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
