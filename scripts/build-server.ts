/**
 * Bundles the server into dist/server when the build is missing or older than its sources, so that
 * `npm start` runs plain JavaScript. Under tsx the server carried tsx's loader and its TypeScript
 * caches in every thread, some 45 MB each, and a thread of its own for the loader. Each entry of
 * `SERVER_ENTRIES` is a bundle of its own (a thread loads only its part), sharing chunks; packages
 * stay in node_modules.
 *
 *   node --import tsx scripts/build-server.ts     (--force: build even when current)
 */
import { renameSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { projectFile, SERVER_ENTRIES } from '../server/project';
import { isStale } from './stale-build.mjs';

/** What the bundles are made of: the server, the contract and the message catalogues it serves. */
const SOURCES = ['server', 'contract', 'src/i18n', 'scripts/build-server.ts', 'package.json'];
const OUT = 'dist/server';

/**
 * Builds into a new folder and then puts it in place of the old one: a server started meanwhile
 * never loads half of one build and half of another. Of two builds at once, the one that puts its
 * folder in place last wins; both are of the same sources.
 */
async function buildServer(): Promise<void> {
  const out = projectFile(OUT);
  const next = `${out}.next-${process.pid}`;
  await build({
    absWorkingDir: projectFile('.'),
    entryPoints: Object.fromEntries(SERVER_ENTRIES.map((entry) => [entry, `server/${entry}.ts`])),
    outdir: next,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    // For `node --enable-source-maps`: stack traces name the TypeScript files.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const old = `${out}.old-${process.pid}`;
  try {
    renameSync(out, old);
  } catch {
    // No build yet, or another build has just moved it.
  }
  try {
    renameSync(next, out);
  } catch {
    // Another build put its folder in place between the two renames: that one stays.
  }
  rmSync(next, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
}

if (process.argv.includes('--force') || isStale(projectFile(`${OUT}/main.js`), SOURCES.map(projectFile))) {
  const started = performance.now();
  await buildServer();
  console.log(`Built the server into ${OUT} (${Math.round(performance.now() - started)} ms).`);
}
