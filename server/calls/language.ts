import { and, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { languageListCalls } from '../../contract/areas/language';
import { DefaultLanguage } from '../../contract/enums';
import { languages } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, conflict, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { containing, selectPage } from '../http/paging';

type LanguageFields = {
  code: string;
  title: string;
  default_language: number;
  show_status: number;
  icon: string;
  country: string;
  abbreviation: string;
  phone_area_code: string;
  sort: number;
};

const columns = (input: LanguageFields) => ({
  code: input.code,
  title: input.title,
  defaultLanguage: input.default_language,
  showStatus: input.show_status,
  icon: input.icon,
  country: input.country,
  abbreviation: input.abbreviation,
  phoneAreaCode: input.phone_area_code,
  sort: input.sort,
  updatedAt: new Date(),
});

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.code, code), exceptId === undefined ? undefined : ne(languages.id, exceptId)))
    .limit(1);
  if (taken) throw conflict('language.code_taken');
}

/** Only one language is the default: choosing a new one clears the old. */
async function clearOtherDefaults(db: Db, keepId: number) {
  await db
    .update(languages)
    .set({ defaultLanguage: DefaultLanguage.no })
    .where(and(eq(languages.defaultLanguage, DefaultLanguage.yes), ne(languages.id, keepId)));
}

export const languageListHandlers: Handlers<typeof languageListCalls> = {
  'language_list/inquire': async ({ keyword, ...page }, { db }) => {
    const pattern = containing(keyword);
    const { rows, total } = await selectPage(db, languages, {
      where: pattern ? or(ilike(languages.code, pattern), ilike(languages.title, pattern)) : undefined,
      orderBy: [desc(languages.sort), languages.id],
      page,
    });
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

  'language_list/add': async (input, { db }) =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
      const [row] = await tx.insert(languages).values(columns(input)).returning({ id: languages.id });
      const id = (row as { id: number }).id;
      if (input.default_language === DefaultLanguage.yes) await clearOtherDefaults(tx, id);
      return { id };
    }),

  'language_list/update': async ({ id, ...input }, { db }) =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code, id);
      const updated = await tx
        .update(languages)
        .set(columns(input))
        .where(eq(languages.id, id))
        .returning({ id: languages.id });
      if (updated.length === 0) throw notFound();
      if (input.default_language === DefaultLanguage.yes) await clearOtherDefaults(tx, id);
      return {};
    }),

  'language_list/remove': async ({ ids }, { db }) => {
    const [defaultRow] = await db
      .select({ id: languages.id })
      .from(languages)
      .where(and(inArray(languages.id, ids), eq(languages.defaultLanguage, DefaultLanguage.yes)))
      .limit(1);
    if (defaultRow) throw new AppError(400, 'invalid_parameter', 'language.default_locked');
    await db.delete(languages).where(inArray(languages.id, ids));
    return {};
  },
};
