import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { dropUnusedBlueprintRules } from './scripts/postcss-unused-blueprint.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { publicMessages } from './scripts/vite-public-messages.ts';

/** Icon sets are addressed by the icons' version (contract/icon-paths.ts). */
const iconsVersion: string = JSON.parse(
  readFileSync('node_modules/@blueprintjs/icons/package.json', 'utf8'),
).version;

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), publicMessages(), precompress()],
  css: { postcss: { plugins: [dropUnusedBlueprintRules()] } },
  // The register page shows when the console was built (SPEC §1).
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __ICONS_VERSION__: JSON.stringify(iconsVersion),
  },
  // The manifest tells the budget test and the wire-weight benchmark which chunks each page loads.
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs before it shows anything, in one file rather than six small
              // ones: each response's headers weigh as much as a small chunk.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|jotai|wouter|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/icon-paths': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup-catalogues.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // The suite's processes share the cores: a visit writer niced below them would crawl.
          env: { JOURNAL_WRITER_NICE: '0' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
