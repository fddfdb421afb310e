import { count, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/store';

/** LIMIT/OFFSET of a `{page, page_size}` input. */
export function pageWindow({ page, page_size }: { page: number; page_size: number }) {
  return { limit: page_size, offset: (page - 1) * page_size };
}

/** Rows matching a filter, for the `total` of a paged answer. */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** One page of a single table's rows and how many match in all: the common shape of a list call. */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  options: { where?: SQL; orderBy: (SQL | AnyPgColumn)[]; page: { page: number; page_size: number } },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(limit)
    .offset(offset);
  return { rows: rows as T['$inferSelect'][], total: await countRows(db, table, options.where) };
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An ILIKE pattern that finds the text anywhere, or undefined when there is no text. */
export function containing(text: string | undefined): string | undefined {
  return text ? `%${escapeLike(text)}%` : undefined;
}

/** Rows where any of these columns holds the typed text, or no condition when nothing is typed. */
export function anyContaining(text: string | undefined, columns: readonly AnyPgColumn[]): SQL | undefined {
  const pattern = containing(text);
  return pattern ? or(...columns.map((column) => ilike(column, pattern))) : undefined;
}
