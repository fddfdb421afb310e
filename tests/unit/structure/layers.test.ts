import { describe, expect, it } from 'vitest';
import { type ImportEdge, importCircles, importGraph } from './import-graph';

/**
 * The console's layers, lowest first. A file may import its own layer or a lower one, never a
 * higher one: the base (`core`) knows nothing of the kit, the kit nothing of features, features
 * nothing of panels, and only the shell (`workspace`) and the entry point see everything.
 */
const LAYERS: readonly (readonly [prefix: string, name: string, rank: number])[] = [
  ['contract/', 'contract', 0],
  ['src/i18n/', 'catalogues', 0],
  ['src/workers/', 'workers', 0],
  ['src/core/', 'core', 1],
  ['src/ui/', 'ui', 2],
  ['src/features/', 'features', 3],
  ['src/panels/', 'panels', 4],
  ['src/workspace/', 'workspace', 5],
  ['src/main.tsx', 'entry', 6],
];
const RANK = Object.fromEntries(LAYERS.map(([, name, rank]) => [name, rank]));

function layerOf(file: string): string {
  const layer = LAYERS.find(([prefix]) => file.startsWith(prefix));
  if (!layer) throw new Error(`${file} sits in no layer: add its folder to LAYERS`);
  return layer[1];
}

/** The panel folder a file belongs to (`src/panels/group/…` → `group`), or null for the registry. */
function panelFolder(file: string): string | null {
  const match = /^src\/panels\/([^/]+)\//.exec(file);
  return match?.[1] ?? null;
}

function upwardImports(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => (RANK[layerOf(to)] ?? 0) > (RANK[layerOf(from)] ?? 0))
    .map(({ from, to }) => `${from} (${layerOf(from)}) → ${to} (${layerOf(to)})`);
}

/** Panels are leaves: one panel never reaches into another's folder; shared code goes to a feature. */
function crossPanelImports(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      if (layerOf(from) !== 'panels' || layerOf(to) !== 'panels') return false;
      const source = panelFolder(from);
      // The registry lists every panel by its descriptor, and nothing else may read the registry.
      if (source === null) return !/^src\/panels\/[^/]+\/index\.ts$/.test(to);
      return panelFolder(to) !== source;
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

const graph = importGraph(process.cwd(), 'src');

describe('the console import graph', () => {
  it('is read from the sources (a broken reader would pass every rule below)', () => {
    expect(graph.length).toBeGreaterThan(500);
    expect(graph).toContainEqual({ from: 'src/main.tsx', to: 'src/workspace/App.tsx' });
  });

  it('has no import from a lower layer to a higher one', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('keeps every panel folder to itself', () => {
    expect(crossPanelImports(graph)).toEqual([]);
  });

  it('has no import circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });
});

describe('the layer rules themselves', () => {
  it('catch an upward import, a cross-panel import and a circle', () => {
    const edges: ImportEdge[] = [
      { from: 'src/core/api/api.ts', to: 'src/workspace/layout/workspace-layout.ts' },
      { from: 'src/panels/group/GroupPanel.tsx', to: 'src/panels/rotation/RotationPanel.tsx' },
      { from: 'src/panels/registry.ts', to: 'src/panels/group/GroupPanel.tsx' },
      { from: 'src/features/codes/a.ts', to: 'src/features/codes/b.ts' },
      { from: 'src/features/codes/b.ts', to: 'src/features/codes/a.ts' },
    ];
    expect(upwardImports(edges)).toEqual([
      'src/core/api/api.ts (core) → src/workspace/layout/workspace-layout.ts (workspace)',
    ]);
    expect(crossPanelImports(edges)).toHaveLength(2);
    expect(importCircles(edges)).toEqual([['src/features/codes/a.ts', 'src/features/codes/b.ts']]);
  });

  it('allow imports downward and within a panel', () => {
    const edges: ImportEdge[] = [
      { from: 'src/panels/group/GroupPanel.tsx', to: 'src/features/codes/CodeList.tsx' },
      { from: 'src/panels/group/GroupPanel.tsx', to: 'src/panels/group/group.ts' },
      { from: 'src/panels/registry.ts', to: 'src/panels/group/index.ts' },
      { from: 'src/workspace/App.tsx', to: 'src/core/store.ts' },
    ];
    expect([...upwardImports(edges), ...crossPanelImports(edges), ...importCircles(edges).flat()]).toEqual(
      [],
    );
  });
});
