import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
