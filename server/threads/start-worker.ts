import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { runsBuilt, type ServerEntry, serverModule } from '../project';

export type StartWorkerOptions = {
  /**
   * Bounds on the thread's own heap. V8 otherwise lets a busy thread's heap grow far past what it
   * holds before it collects, and a thread that passes `maxOldGenerationSizeMb` ends (the caller
   * hears `exit`), it does not take the process down.
   */
  resourceLimits?: ResourceLimits;
};

/**
 * Starts a worker thread on a server entry. Built, the thread runs the entry's bundle. From source
 * the server runs TypeScript through tsx, whose loader does not reach worker threads by itself: a
 * TypeScript entry is loaded through tsx's API from a short script (and each such thread carries
 * a loader of its own, some 45 MB: one reason `npm start` runs the build). The thread reads
 * `workerData` as given (plus the two fields the script needs).
 */
export function startWorker(
  entry: ServerEntry,
  workerData?: Record<string, unknown>,
  options: StartWorkerOptions = {},
): Worker {
  const module = serverModule(entry);
  const { resourceLimits } = options;
  if (runsBuilt) return new Worker(new URL(module), { workerData, resourceLimits });
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.loader).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`;
  return new Worker(boot, {
    eval: true,
    resourceLimits,
    workerData: { ...workerData, loader: import.meta.resolve('tsx/esm/api'), entry: module },
  });
}

/**
 * Runs a server entry as a process of its own with `args`, and resolves once it has ended well;
 * rejects with what it wrote to stderr otherwise. For one-off work whose memory should leave with
 * it rather than stay in the server's heap. `nodeFlags` go to node (V8 flags included).
 */
export function runProcess(entry: ServerEntry, args: string[], nodeFlags: string[] = []): Promise<void> {
  const loader = runsBuilt ? [] : ['--import', import.meta.resolve('tsx')];
  const child = spawn(
    process.execPath,
    [...nodeFlags, ...loader, fileURLToPath(serverModule(entry)), ...args],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${entry} ended with ${signal ?? `code ${code}`}: ${stderr.trim().slice(-2000)}`));
    });
  });
}
