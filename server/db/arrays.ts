import { type SQL, sql } from 'drizzle-orm';

type Element = string | number | boolean | Date | null;
export type ArrayType = 'int' | 'bigint' | 'text' | 'bool' | 'smallint' | 'timestamptz' | 'date';

/** Only quotes and backslashes need escaping inside a quoted array element. */
const NEEDS_ESCAPE = /["\\]/;

/**
 * A PostgreSQL array literal (`{"a","b",NULL}`) of JavaScript values. Both drivers accept it as
 * one text parameter, whatever the element type, where they disagree on native arrays. The visit
 * writer builds a few dozen of these per batch of a thousand visits, so it is a plain loop that
 * escapes only the elements that need it.
 */
export function arrayLiteral(values: readonly Element[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as Element;
    if (index > 0) literal += ',';
    if (value === null) {
      literal += 'NULL';
      continue;
    }
    const text =
      typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
    literal += NEEDS_ESCAPE.test(text)
      ? `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
      : `"${text}"`;
  }
  return `${literal}}`;
}

/** One array parameter of a given element type, for `unnest(...)`: a batch of any size is one parameter. */
export function arrayParam(values: readonly Element[], type: ArrayType): SQL {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}
