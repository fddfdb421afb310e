import { and, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { languageListCalls } from '../../contract/areas/language';
import { DefaultLanguage } from '../../contract/enums';
import { languages } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, conflict, notFound } from '../http/errors';
import { containing, selectPage } from '../http/paging';

/** The languages the console offers; one of them is the default. */

type LanguageFields = Omit<z.output<(typeof languageListCalls)['language_list/update']['input']>, 'id'>;
export type LanguageRecord = typeof languages.$inferSelect;

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

/** The languages shown to everyone (or all), larger sort first. */
export function shownLanguages(db: Db, showStatus?: number): Promise<LanguageRecord[]> {
  return db
    .select()
    .from(languages)
    .where(showStatus === undefined ? undefined : eq(languages.showStatus, showStatus))
    .orderBy(desc(languages.sort));
}

/** One page of languages for administrators, by part of the code or title. */
export function listLanguages(
  db: Db,
  { keyword, ...page }: z.output<(typeof languageListCalls)['language_list/inquire']['input']>,
) {
  const pattern = containing(keyword);
  return selectPage(db, languages, {
    where: pattern ? or(ilike(languages.code, pattern), ilike(languages.title, pattern)) : undefined,
    orderBy: [desc(languages.sort), languages.id],
    page,
  });
}

export function addLanguage(db: Db, input: LanguageFields): Promise<number> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    const [row] = await tx.insert(languages).values(columns(input)).returning({ id: languages.id });
    const id = (row as { id: number }).id;
    if (input.default_language === DefaultLanguage.yes) await clearOtherDefaults(tx, id);
    return id;
  });
}

export function updateLanguage(db: Db, id: number, input: LanguageFields): Promise<void> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code, id);
    const updated = await tx
      .update(languages)
      .set(columns(input))
      .where(eq(languages.id, id))
      .returning({ id: languages.id });
    if (updated.length === 0) throw notFound();
    if (input.default_language === DefaultLanguage.yes) await clearOtherDefaults(tx, id);
  });
}

/** Deletes languages; the default language stays. */
export async function removeLanguages(db: Db, ids: number[]): Promise<void> {
  const [defaultRow] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(inArray(languages.id, ids), eq(languages.defaultLanguage, DefaultLanguage.yes)))
    .limit(1);
  if (defaultRow) throw new AppError(400, 'invalid_parameter', 'language.default_locked');
  await db.delete(languages).where(inArray(languages.id, ids));
}
