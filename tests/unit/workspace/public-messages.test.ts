import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../src/i18n/catalogues';
import { isPublicMessage, publicPart } from '../../../src/i18n/public-messages';
import { resolveSpecifier } from '../structure/import-graph';

// Imports that load with the importing file; `import type` and lazy `import()` do not.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^\s*import\s+['"](\.{1,2}\/[^'"]+\.tsx?)['"]/gm;
// A message id written out ('login.submit') or the start of one built from a value (`language.${`).
const QUOTED_ID = /['"`]([a-z_]+(?:\.[a-z0-9_]+)+)['"`]/g;
const BUILT_ID = /`([a-z_]+(?:\.[a-z0-9_]+)*\.)\$\{/g;

/** The source files a browser runs before anything is loaded on demand: what public pages are made of. */
function staticClosure(entry: string): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of [...source.matchAll(STATIC_IMPORT), ...source.matchAll(SIDE_EFFECT_IMPORT)]) {
      const target = resolveSpecifier(file, match[1] ?? '');
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return files;
}

describe('the public pages’ messages', () => {
  const reference = catalogues['zh-CN'];
  const publicFiles = staticClosure('src/main.tsx');

  it('walks the public pages and not the console', () => {
    expect(publicFiles).toContain('src/workspace/pages/LoginPage.tsx');
    expect(publicFiles).toContain('src/workspace/pages/RegisterPage.tsx');
    expect(publicFiles).not.toContain('src/workspace/routes/WorkspaceRoute.tsx');
  });

  it('has every message a public page names in the public part', () => {
    const named = new Set<string>();
    const builtPrefixes = new Set<string>();
    for (const file of publicFiles) {
      const source = readFileSync(file, 'utf8');
      for (const [, id = ''] of source.matchAll(QUOTED_ID)) if (Object.hasOwn(reference, id)) named.add(id);
      for (const [, prefix = ''] of source.matchAll(BUILT_ID)) builtPrefixes.add(prefix);
    }
    expect(named.size).toBeGreaterThan(50);
    expect([...named].filter((id) => !isPublicMessage(id))).toEqual([]);
    for (const prefix of builtPrefixes) {
      const built = Object.keys(reference).filter((id) => id.startsWith(prefix));
      expect(
        built.filter((id) => !isPublicMessage(id)),
        prefix,
      ).toEqual([]);
    }
  });

  it('is a small part of each catalogue, the same keys in every language', () => {
    const keys = Object.keys(publicPart(reference)).sort();
    expect(keys.length).toBeLessThan(Object.keys(reference).length / 10);
    for (const catalogue of Object.values(catalogues)) {
      expect(Object.keys(publicPart(catalogue)).sort()).toEqual(keys);
    }
  });
});
