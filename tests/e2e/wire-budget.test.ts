import { describe, expect, it } from 'vitest';
import {
  BUDGET,
  chunkOf,
  kB,
  largestFiles,
  panelChunks,
  readManifest,
  staticClosure,
  totalWireBytes,
} from '../../bench/wire-weight/build-weight';

const WEB_ROOT = 'dist/web';

/**
 * The built console's first loads, in bytes a browser receives (brotli), held under ceilings. The
 * issue's budgets (login 150 kB, workspace 450 kB with its panels) are not met yet: these ceilings
 * are today's figures with a little room, so a change that makes the first load heavier fails here.
 * `npm run bench:wire-weight` measures the same pages in a browser against the budgets.
 */
const CEILING = {
  /** The entry's code and styles with the default language's messages: all the login page loads. */
  login: 260_000,
  /** What the workspace adds before any panel: its route, shell, docking, commands and menus. */
  workspaceShell: 130_000,
} as const;

describe('the built console stays light', () => {
  const manifest = readManifest(WEB_ROOT);
  const entry = staticClosure(manifest, ['index.html']);
  const catalogue = manifest[chunkOf(manifest, 'src/i18n/zh-CN.json')]?.file ?? '';

  it('loads the login page without the workspace', () => {
    const files = new Set([...entry, catalogue]);
    const bytes = totalWireBytes(WEB_ROOT, files);
    expect(
      bytes,
      `login page ${kB(bytes)}:\n${largestFiles(WEB_ROOT, files, 8).join('\n')}`,
    ).toBeLessThanOrEqual(CEILING.login);
    const shell = staticClosure(manifest, [chunkOf(manifest, 'src/workspace/routes/WorkspaceRoute.tsx')]);
    expect([...shell].filter((file) => !entry.has(file)).length).toBeGreaterThan(0);
    for (const catalogueOnDemand of ['src/i18n/en-US.json', 'src/i18n/sw-KE.json']) {
      expect(entry.has(manifest[chunkOf(manifest, catalogueOnDemand)]?.file ?? '')).toBe(false);
    }
  });

  it('adds the workspace shell within its ceiling', () => {
    const shell = staticClosure(manifest, [chunkOf(manifest, 'src/workspace/routes/WorkspaceRoute.tsx')]);
    const added = [...shell].filter((file) => !entry.has(file));
    const bytes = totalWireBytes(WEB_ROOT, added);
    expect(
      bytes,
      `workspace shell ${kB(bytes)}:\n${largestFiles(WEB_ROOT, added, 8).join('\n')}`,
    ).toBeLessThanOrEqual(CEILING.workspaceShell);
  });

  it('keeps each panel’s own chunk within the panel budget', () => {
    const panels = panelChunks(WEB_ROOT, manifest);
    expect(panels.length).toBeGreaterThan(40);
    const over = panels.filter((panel) => panel.bytes > BUDGET.panel);
    expect(over.map((panel) => `${panel.name} ${kB(panel.bytes)}`)).toEqual([]);
  });
});
