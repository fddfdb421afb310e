import { count, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/store';

/** The `{page, page_size}` part of a list call's input. */
type PageRequest = { page: number; page_size: number };

/** LIMIT/OFFSET of a `{page, page_size}` input. */
export function pageWindow({ page, page_size }: PageRequest) {
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
  options: { where?: SQL; orderBy: (SQL | AnyPgColumn)[]; page: PageRequest },
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

function selectFrom<TFields extends SelectedFields, TFrom extends PgTable>(
  db: Db,
  fields: TFields,
  from: TFrom,
) {
  // `from` checks for an empty subquery with a conditional type that stays open while `TFrom` is
  // generic; a table is never one.
  return db
    .select(fields)
    .from<TFrom>(from as never)
    .$dynamic();
}

/** The query a join function of `selectJoinedPage` receives: the fields, from the first table. */
export type JoinableSelect<TFields extends SelectedFields, TFrom extends PgTable> = ReturnType<
  typeof selectFrom<TFields, TFrom>
>;

/**
 * One page of rows joined across tables and how many match in all. The rows and the count are
 * built from the same `join`, so the total counts exactly the rows a page is cut from; a join
 * that only looks a value up (a left join on a unique key) costs the count nothing, since the
 * database drops it from the count's plan.
 */
export async function selectJoinedPage<
  TFields extends SelectedFields,
  TFrom extends PgTable,
  TJoined extends PgSelect,
>(
  db: Db,
  options: {
    fields: TFields;
    from: TFrom;
    /** Adds the joins, and nothing else: it is applied to the count as well. */
    join: (query: JoinableSelect<TFields, TFrom>) => TJoined;
    where?: SQL;
    orderBy: (SQL | AnyPgColumn)[];
    page: PageRequest;
  },
): Promise<{ rows: TJoined['_']['result']; total: number }> {
  const { limit, offset } = pageWindow(options.page);
  const rowsQuery = options
    .join(selectFrom(db, options.fields, options.from))
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(limit)
    .offset(offset);
  // Joins do not depend on the selection, so the join function typed for the rows serves the
  // count's query too; the type system cannot say "for any selection", hence the casts.
  const countQuery = options
    .join(selectFrom(db, { total: count() }, options.from) as unknown as JoinableSelect<TFields, TFrom>)
    .where(options.where) as unknown as Promise<{ total: number }[]>;
  const [rows, [counted]] = await Promise.all([rowsQuery, countQuery]);
  return { rows, total: counted?.total ?? 0 };
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
