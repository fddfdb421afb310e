import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The browser's own date and time fields, which each browser draws and orders its own way. */
const NATIVE_DATE_FIELD = /type=["'{`]*(date|datetime-local|time)["'`}]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') || name.endsWith('.ts'))
    .map((name) => join(folder, name));
}

describe('date fields of the console', () => {
  it('leaves no browser date field: every date goes through the console’s date field', () => {
    const native = sourceFiles('src').filter((file) => NATIVE_DATE_FIELD.test(readFileSync(file, 'utf8')));
    expect(native).toEqual([]);
  });

  it('would notice one', () => {
    expect(NATIVE_DATE_FIELD.test('<InputGroup type="date" />')).toBe(true);
    expect(NATIVE_DATE_FIELD.test("<input type={'datetime-local'} />")).toBe(true);
    expect(NATIVE_DATE_FIELD.test('<InputGroup type="text" />')).toBe(false);
  });
});
