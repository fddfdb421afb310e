// Builds the web console when it is missing or older than its sources, so `npm start` always
// serves the current console without rebuilding on every start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILT = 'dist/web/index.html';

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestChange));
if (builtAt < changedAt) {
  console.log('Building the web console…');
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
