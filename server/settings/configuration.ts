import type { z } from 'zod';
import type { configurationSchema, subscriberDefaultsSchema } from '../../contract/areas/configuration';
import type { Db } from '../db/store';
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
