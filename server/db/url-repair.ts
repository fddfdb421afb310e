import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ImageTextJumpType } from '../../contract/enums';
import { asciiUrl, asciiUrlTemplate, hasHiddenCharacter } from '../../contract/rules';
import { readSetting, writeSetting } from '../settings/store';
import { destinations, domains, externalKeys, forwardRules, imageTexts } from './schema';
import type { Db } from './store';

const REPAIRS_KEY = 'data_repairs';

/** A column of URLs the platform sends on, and how its ASCII form is made. */
type UrlColumn = {
  table: PgTable;
  id: PgColumn;
  url: PgColumn;
  /** Rows of the table that hold a URL at all (a picture may jump to a console page instead). */
  where?: SQL;
  ascii(url: string): string;
};

const URL_COLUMNS: UrlColumn[] = [
  { table: destinations, id: destinations.id, url: destinations.url, ascii: asciiUrl },
  { table: forwardRules, id: forwardRules.id, url: forwardRules.targetUrl, ascii: asciiUrl },
  { table: domains, id: domains.id, url: domains.entryPageUrl, ascii: asciiUrl },
  {
    table: imageTexts,
    id: imageTexts.id,
    url: imageTexts.jumpUrl,
    where: sql`${imageTexts.jumpType} <> ${ImageTextJumpType.in_app_route}`,
    ascii: asciiUrl,
  },
  { table: externalKeys, id: externalKeys.id, url: externalKeys.url, ascii: asciiUrlTemplate },
];

/**
 * Gives URLs stored before they were kept in ASCII their ASCII form, once per database: a
 * destination with a Chinese path, saved then, could not be sent in a `Location` header. Runs at
 * start, before the code cache loads; several processes may run it together, as the result is
 * the same. A URL that cannot be made ASCII (a control character) is left and counted: the
 * redirect answers its visitors with the error page and the owner can correct it.
 */
export async function repairStoredUrls(db: Db): Promise<{ repaired: number; left: number }> {
  const done = await readSetting(db, REPAIRS_KEY, { ascii_urls: false });
  if (done.ascii_urls) return { repaired: 0, left: 0 };
  let repaired = 0;
  let left = 0;
  for (const column of URL_COLUMNS) {
    // Only rows with something outside visible ASCII can differ from their ASCII form.
    const outsideAscii = sql`${column.url} ~ '[^!-~]'`;
    const rows = (await db
      .select({ id: column.id, url: column.url })
      .from(column.table)
      .where(column.where ? sql`${outsideAscii} and ${column.where}` : outsideAscii)) as {
      id: number;
      url: string | null;
    }[];
    for (const row of rows) {
      const ascii = asciiFormOf(row.url ?? '', column.ascii);
      if (ascii === null) {
        left++;
        continue;
      }
      await db.execute(
        sql`update ${column.table} set ${sql.identifier(column.url.name)} = ${ascii} where ${column.id} = ${row.id}`,
      );
      repaired++;
    }
  }
  await writeSetting(db, REPAIRS_KEY, { ...done, ascii_urls: true });
  return { repaired, left };
}

function asciiFormOf(url: string, ascii: (url: string) => string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  if (hasHiddenCharacter(trimmed) || /\s/.test(trimmed) || !URL.canParse(trimmed)) return null;
  return ascii(trimmed);
}
