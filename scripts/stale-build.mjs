// Whether a build is missing or older than one of its sources: `npm start` builds the console and
// the server only then. Plain JavaScript: it runs before anything is built or loaded through tsx.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

/** The time `built` was written, 0 when it is missing. */
export function builtAt(built) {
  return existsSync(built) ? statSync(built).mtimeMs : 0;
}

/** Whether `built` is missing or older than a file under one of `sources`. */
export function isStale(built, sources) {
  return builtAt(built) < Math.max(...sources.map(newestChange));
}
