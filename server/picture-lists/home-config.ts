import type { z } from 'zod';
import { DEFAULT_HOME_PAGE_CONFIG, type homePageConfigSchema } from '../../contract/areas/picture-lists';
import { DEFAULT_LOCALE, type Locale } from '../../contract/enums';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { readSetting, writeSetting } from '../settings/store';
import { shownPictures, typeExists } from './service';

/** SPEC §4 `home_page_config`: the notice and the picture list type the customer home shows. */

export type HomePageConfig = z.output<typeof homePageConfigSchema>;

const SETTING_KEY = 'home_page_config';

export function readHomePageConfig(db: Db): Promise<HomePageConfig> {
  return readSetting(db, SETTING_KEY, DEFAULT_HOME_PAGE_CONFIG);
}

/** Saves the settings once the chosen picture list type exists. */
export async function writeHomePageConfig(db: Db, config: HomePageConfig): Promise<void> {
  if (config.image_text_type_id !== null && !(await typeExists(db, config.image_text_type_id)))
    throw invalidParameter([{ path: 'image_text_type_id', messageKey: 'image_text.type_unknown' }]);
  await writeSetting(db, SETTING_KEY, config);
}

/** The notice in the reader's language (the Chinese one where theirs is blank), or none when off. */
export function noticeFor(config: HomePageConfig, locale: Locale): string | null {
  if (!config.notice_switch) return null;
  return config.notice[locale] || config.notice[DEFAULT_LOCALE] || null;
}

/** What a customer's home shows: the notice and the pictures of the chosen type. */
export async function homeShowcase(db: Db, locale: Locale) {
  const config = await readHomePageConfig(db);
  const typeId = config.image_text_type_id;
  return {
    notice: noticeFor(config, locale),
    pictures: typeId === null ? [] : await shownPictures(db, typeId),
  };
}
