import { type SQL, sql } from 'drizzle-orm';

type Element = string | number | boolean | Date | null;
export type ArrayType = 'int' | 'bigint' | 'text' | 'bool' | 'smallint' | 'timestamptz' | 'date';

/** Only quotes and backslashes need escaping inside a quoted array element. */
const NEEDS_ESCAPE = /["\\]/;

/**
 * A PostgreSQL array literal (`{1,"a",NULL}`) of JavaScript values. Both drivers accept it as one
 * text parameter, whatever the element type, where they disagree on native arrays. The visit
 * writer builds these for batches of up to 20,000 visits, so it is a plain loop that quotes only
 * text (numbers, booleans and ISO times hold nothing an array literal treats specially) and
 * escapes only the text that needs it.
 */
export function arrayLiteral(values: readonly Element[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as Element;
    if (index > 0) literal += ',';
    if (value === null) literal += 'NULL';
    else if (typeof value === 'number' || typeof value === 'boolean') literal += value;
    else if (value instanceof Date) literal += value.toISOString();
    else
      literal += NEEDS_ESCAPE.test(value)
        ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
        : `"${value}"`;
  }
  return `${literal}}`;
}

/** One array parameter of a given element type, for `unnest(...)`: a batch of any size is one parameter. */
export function arrayParam(values: readonly Element[], type: ArrayType): SQL {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}

/** What `COPY … FROM` text format escapes in a field: the backslash and the row and field separators. */
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One field of `COPY … FROM` text format: `\N` for null, `t`/`f` for booleans, ISO text for dates. */
export function copyField(value: Element): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  return COPY_SPECIAL.test(text)
    ? text.replace(/[\\\t\n\r]/g, (special) => COPY_ESCAPES[special] ?? special)
    : text;
}

/** One row of `COPY … FROM` text format: tab-separated fields, ending in a newline. */
export function copyLine(values: readonly Element[]): string {
  let line = '';
  for (let index = 0; index < values.length; index++) {
    if (index > 0) line += '\t';
    line += copyField(values[index] as Element);
  }
  return `${line}\n`;
}
