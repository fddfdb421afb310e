import type { z } from 'zod';
import type { websiteInfoSchema } from '../../contract/areas/system';
import type { Db } from '../db/store';
import { readSetting } from './store';

export type WebsiteSettings = z.infer<typeof websiteInfoSchema>;

/** What a fresh installation shows (SPEC §2, §10): registration on, the default title and logo. */
export const DEFAULT_WEBSITE: WebsiteSettings = {
  id: 1,
  title: '活码管理系统',
  icon: '/logo.png',
  color: '#f5ca47',
  admin_title: '活码管理系统',
  admin_logo: '/logo.png',
  admin_register: true,
  admin_register_url: '',
  google_verification: false,
  maintenance: false,
};

export function readWebsite(db: Db): Promise<WebsiteSettings> {
  return readSetting(db, 'website', DEFAULT_WEBSITE);
}
