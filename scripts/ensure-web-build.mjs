// Builds the web console when it is missing or older than its sources, so `npm start` always
// serves the current console without rebuilding on every start.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { builtAt, isStale } from './stale-build.mjs';

const SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILT = 'dist/web/index.html';
// A phase can run for tens of seconds without a word from vite; a quiet terminal looks like a hang.
const HEARTBEAT_MS = 10_000;
// vite lists every file it wrote with its size: hundreds of lines a first-time reader does not need.
const WRITTEN_FILE = /\d kB\b/;

/**
 * Runs vite and prints its phases, each with the seconds elapsed, instead of its file list. Plain
 * lines only, so the output reads the same in a terminal, a pipe or a CI log.
 */
function buildConsole() {
  const startedAt = Date.now();
  let lastPrintAt = startedAt;
  let writtenFiles = 0;
  const print = (text) => {
    lastPrintAt = Date.now();
    const seconds = Math.round((lastPrintAt - startedAt) / 1000);
    console.log(`${String(seconds).padStart(5)} s  ${text}`);
  };
  const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'info'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: vite.stdout }).on('line', (line) => {
    const text = line.trim();
    if (WRITTEN_FILE.test(text)) writtenFiles += 1;
    else if (text) print(text);
  });
  const heartbeat = setInterval(() => {
    if (Date.now() - lastPrintAt >= HEARTBEAT_MS) print('still building…');
  }, 1000);
  vite.on('close', (code) => {
    clearInterval(heartbeat);
    if (code !== 0) process.exit(code ?? 1);
    print(`wrote ${writtenFiles} files to dist/web`);
  });
}

if (isStale(BUILT, SOURCES)) {
  console.log(
    builtAt(BUILT) === 0
      ? 'Building the web console (first start: nothing built yet)…'
      : 'Rebuilding the web console (its sources changed since the last build)…',
  );
  buildConsole();
}
