import { type SQL, sql } from 'drizzle-orm';

type Element = string | number | boolean | Date | null;

/**
 * A PostgreSQL array literal (`{"a","b",NULL}`) of JavaScript values. Both drivers accept it as
 * one text parameter, whatever the element type, where they disagree on native arrays.
 */
export function arrayLiteral(values: readonly Element[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** One array parameter of a given element type, for `unnest(...)`: a batch of any size is one parameter. */
export function arrayParam(
  values: readonly Element[],
  type: 'int' | 'bigint' | 'text' | 'bool' | 'smallint' | 'timestamptz',
): SQL {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}
