import type { languageListCalls } from '../../contract/areas/language';
import type { Handlers } from '../http/handlers';
import { addLanguage, listLanguages, removeLanguages, updateLanguage } from '../languages/service';

export const languageListHandlers: Handlers<typeof languageListCalls> = {
  'language_list/inquire': async (filter, { db }) => {
    const { rows, total } = await listLanguages(db, filter);
    return {
      list: rows.map((row) => ({
        id: row.id,
        code: row.code,
        title: row.title,
        default_language: row.defaultLanguage as 1 | 2,
        show_status: row.showStatus as 1 | 2,
        icon: row.icon,
        country: row.country,
        abbreviation: row.abbreviation,
        phone_area_code: row.phoneAreaCode,
        sort: row.sort,
        updated_at: row.updatedAt,
      })),
      total,
    };
  },

  'language_list/add': async (input, { db }) => ({ id: await addLanguage(db, input) }),

  'language_list/update': async ({ id, ...input }, { db }) => {
    await updateLanguage(db, id, input);
    return {};
  },

  'language_list/remove': async ({ ids }, { db }) => {
    await removeLanguages(db, ids);
    return {};
  },
};
