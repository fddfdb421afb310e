import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNUSED_BLUEPRINT_COMPONENTS } from '../../../scripts/postcss-unused-blueprint';
import { listFiles } from './import-graph';

const IMPORT_FROM_BLUEPRINT = /import\s*\{([^}]*)\}\s*from\s*['"]@blueprintjs\/[a-z]+['"]/g;

function importedBlueprintNames(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT_FROM_BLUEPRINT)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map(
        (name) =>
          name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter(Boolean),
  );
}

describe('Blueprint styles the build drops', () => {
  it('belong to components no page imports', () => {
    const dropped = new Set(Object.values(UNUSED_BLUEPRINT_COMPONENTS).flat());
    const files = [...listFiles('src'), ...listFiles('stories')];
    const imported = files.flatMap((file) =>
      importedBlueprintNames(file)
        .filter((name) => dropped.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(importedBlueprintNames('src/ui/HTMLSelect.tsx')).toContain('HTMLSelect');
    expect(imported).toEqual([]);
  });
});
