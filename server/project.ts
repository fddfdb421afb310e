import { existsSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The server's modules that run as a thread or a process of their own, by their path in `server/`
 * without extension. The build (`scripts/build-server.ts`) bundles each as an entry of its own
 * (`dist/server/<name>.js`), so that a thread loads only what it needs.
 */
export const SERVER_ENTRIES = [
  'main',
  'db/embedded/thread',
  'db/embedded/initialise',
  'visits/worker-thread',
  'codes/qr-render.worker',
] as const;
export type ServerEntry = (typeof SERVER_ENTRIES)[number];

const here = fileURLToPath(import.meta.url);

/**
 * Whether this server runs from its build (`dist/server`, plain JavaScript) rather than from its
 * TypeScript sources under tsx: `npm start` runs the build, tests and `dev:server` the sources.
 */
export const runsBuilt = extname(here) === '.js';

/**
 * The project's folder, where package.json is. Found upward from this module rather than by a
 * fixed `../`: built, this code sits in a chunk somewhere under `dist/server`, not where its source is.
 */
export const projectRoot = folderWithPackageJson(dirname(here));

function folderWithPackageJson(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}

/** A file of the project by its path from the project's folder (`server/db/migrations`, `dist/web`). */
export function projectFile(path: string): string {
  return join(projectRoot, path);
}

/** The address of a server entry as this server runs it: `server/<name>.ts`, or `dist/server/<name>.js` built. */
export function serverModule(entry: ServerEntry): string {
  const file = runsBuilt ? `dist/server/${entry}.js` : `server/${entry}.ts`;
  return pathToFileURL(projectFile(file)).href;
}
