import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contract/enums';
import { catalogues } from '../../../src/i18n/catalogues';
import { panels } from '../../../src/panels/registry';

const SOURCE_ROOTS = ['src', 'stories'];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The ways code names a message: `id: 'x.y'`, `id="x.y"`, `id={'x.y'}` (FormattedMessage and
 * formatMessage), any `…Key: 'x.y'` field of a definition or `…Key="x.y"` property of a component,
 * and `translate('x.y')`.
 */
const KEY_PATTERNS = [
  /\bid:\s*['"]([a-z_]+\.[\w.-]+)['"]/g,
  /\bid=\{?['"]([a-z_]+\.[\w.-]+)['"]\}?/g,
  /\b\w*Key:\s*['"]([a-z_]+\.[\w.-]+|[a-z]+_err_\d+)['"]/g,
  /\b\w*Key=\{?['"]([a-z_]+\.[\w.-]+)['"]\}?/g,
  /\btranslate\(\s*['"]([^'"]+)['"]/g,
];

function usedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  for (const root of SOURCE_ROOTS) {
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of KEY_PATTERNS) {
        for (const match of text.matchAll(pattern)) {
          if (match[1]) found.set(match[1], file);
        }
      }
    }
  }
  return found;
}

type AstNode = { type: number; value?: unknown; options?: Record<string, { value: AstNode[] }> };

/** The argument names of an ICU message, wherever they sit (inside plural branches too). */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: AstNode[]) => {
    for (const node of nodes) {
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown as AstNode[]);
  return [...names].sort();
}

describe('i18n catalogues', () => {
  const reference = Object.keys(catalogues['zh-CN']).sort();

  it.each(LOCALES)('%s has exactly the keys of every other catalogue', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(reference);
  });

  it.each(LOCALES)('%s has no empty message and every message parses', (locale) => {
    for (const [key, message] of Object.entries(catalogues[locale])) {
      expect(message.trim(), `${locale} ${key}`).not.toBe('');
      expect(() => new IntlMessageFormat(message, locale), `${locale} ${key}`).not.toThrow();
    }
  });

  it('uses the same placeholders in every language', () => {
    for (const key of reference) {
      const expected = placeholders(catalogues['zh-CN'][key] ?? '', 'zh-CN');
      for (const locale of LOCALES) {
        expect(placeholders(catalogues[locale][key] ?? '', locale), `${locale} ${key}`).toEqual(expected);
      }
    }
  });

  it('finds the message ids used in the code', () => {
    const keys = usedKeys();
    expect(keys.has('command.palette_open')).toBe(true);
    expect(keys.has('table.total')).toBe(true);
    expect(keys.has('login_err_01')).toBe(true);
  });

  it('has every message id the code uses, in every language', () => {
    const missing: string[] = [];
    for (const [key, file] of usedKeys()) {
      for (const locale of LOCALES) {
        if (!(key in catalogues[locale])) missing.push(`${key} (${locale}, used in ${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('labels every registered panel and its menu entry', () => {
    for (const panel of panels) {
      for (const locale of LOCALES) {
        expect(catalogues[locale][panel.titleKey], `${locale} ${panel.titleKey}`).toBeTruthy();
        expect(catalogues[locale][`menu.${panel.id}`], `${locale} menu.${panel.id}`).toBeTruthy();
      }
    }
  });
});
