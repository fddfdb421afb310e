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
 * The built console's first loads, in bytes a browser receives (brotli), held under ceilings.
 * `npm run bench:wire-weight` measures the same pages in a browser against the budgets (login
 * 150 kB, workspace 450 kB with its panels), headers, the page itself, its calls and icons included.
 */
const CEILING = {
  /**
   * The entry's code and styles with the public part of the default language's messages: the
   * login page's files. The browser adds about 9 kB (headers, page, logo, calls, icons) to reach
   * its 150 kB budget.
   */
  login: 141_000,
  /**
   * What the workspace adds before any panel: its route, shell, docking, commands and menus, and
   * what the public pages leave to it (popovers, shortcuts, the toaster's overlay).
   */
  workspaceShell: 165_000,
} as const;

describe('the built console stays light', () => {
  const manifest = readManifest(WEB_ROOT);
  const entry = staticClosure(manifest, ['index.html']);
  const catalogue = manifest[chunkOf(manifest, 'virtual:public-messages/zh-CN')]?.file ?? '';

  it('loads the login page without the workspace', () => {
    const files = new Set([...entry, catalogue]);
    const bytes = totalWireBytes(WEB_ROOT, files);
    expect(
      bytes,
      `login page ${kB(bytes)}:\n${largestFiles(WEB_ROOT, files, 8).join('\n')}`,
    ).toBeLessThanOrEqual(CEILING.login);
    const shell = staticClosure(manifest, [chunkOf(manifest, 'src/workspace/routes/WorkspaceRoute.tsx')]);
    expect([...shell].filter((file) => !entry.has(file)).length).toBeGreaterThan(0);
    const onDemand = [
      'src/i18n/zh-CN.json',
      'src/i18n/en-US.json',
      'src/i18n/sw-KE.json',
      'virtual:public-messages/en-US',
      'virtual:public-messages/sw-KE',
    ];
    for (const catalogueOnDemand of onDemand) {
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
