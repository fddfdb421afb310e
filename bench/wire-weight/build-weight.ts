import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest, as much of it as the weights need. */
type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The budgets the console is held to, in bytes as a browser receives them (brotli). */
export const BUDGET = {
  /** The login page from a cold cache. */
  login: 150_000,
  /** The signed-in workspace with its default panels, from a cold cache. */
  workspace: 450_000,
  /** Each panel's own chunk, its styles included. */
  panel: 100_000,
} as const;

export function readManifest(webRoot: string): Manifest {
  const path = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the console first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** What a browser that accepts brotli receives for one built file: its `.br` copy, or the file. */
export function wireBytes(webRoot: string, file: string): number {
  const compressed = join(webRoot, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : join(webRoot, file)).size;
}

/** The key of the chunk built from a source file (`src/workspace/routes/WorkspaceRoute.tsx`). */
export function chunkOf(manifest: Manifest, src: string): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.src === src);
  if (!key) throw new Error(`the build has no chunk for ${src}`);
  return key;
}

/**
 * The files a browser loads before a chunk runs: the chunk, everything it imports statically
 * (transitively), and their styles. Chunks loaded on demand are not included.
 */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

export function totalWireBytes(webRoot: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += wireBytes(webRoot, file);
  return total;
}

/**
 * Each panel's own chunk (the module a panel descriptor loads), with its styles, in wire bytes.
 * Chunks several panels share (the charts library among them) are not any one panel's.
 */
export function panelChunks(
  webRoot: string,
  manifest: Manifest,
): { name: string; file: string; bytes: number }[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('src/panels/'))
    .map((chunk) => ({
      name: chunk.name ?? chunk.file,
      file: chunk.file,
      bytes: totalWireBytes(webRoot, [chunk.file, ...(chunk.css ?? [])]),
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The `count` largest of `files` with their wire bytes: where to look when a budget breaks. */
export function largestFiles(webRoot: string, files: Iterable<string>, count: number): string[] {
  return [...files]
    .map((file) => ({ file, bytes: wireBytes(webRoot, file) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(({ file, bytes }) => `${kB(bytes)}  ${file}`);
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1).padStart(7)} kB`;
}
