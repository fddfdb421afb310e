import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { websiteInfoSchema } from '../../contract/areas/system';
import { settings } from '../db/schema';
import type { Db } from '../db/store';

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

const storedWebsite = websiteInfoSchema.partial();

/** Stored values over the defaults, so a setting added later has a value on old installations. */
export async function readWebsite(db: Db): Promise<WebsiteSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'website')).limit(1);
  const stored = storedWebsite.safeParse(row?.value ?? {});
  return { ...DEFAULT_WEBSITE, ...(stored.success ? stored.data : {}) };
}
