import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';

export type StartWorkerOptions = {
  /**
   * Bounds on the thread's own heap. V8 otherwise lets a busy thread's heap grow far past what it
   * holds before it collects, and a thread that passes `maxOldGenerationSizeMb` ends (the caller
   * hears `exit`), it does not take the process down.
   */
  resourceLimits?: ResourceLimits;
};

/**
 * Starts a worker thread on a module beside the caller (`./<name>.ts` or `.js`, as the caller
 * runs). The server runs TypeScript through tsx, whose loader does not reach worker threads by
 * itself: a TypeScript entry is loaded through tsx's API from a short script. The thread reads
 * `workerData` as given (plus the two fields the script needs).
 */
export function startWorker(
  callerUrl: string,
  name: string,
  workerData?: Record<string, unknown>,
  options: StartWorkerOptions = {},
): Worker {
  const entry = new URL(siblingModule(callerUrl, name));
  const { resourceLimits } = options;
  if (extname(entry.pathname) !== '.ts') return new Worker(entry, { workerData, resourceLimits });
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.loader).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`;
  return new Worker(boot, {
    eval: true,
    resourceLimits,
    workerData: { ...workerData, loader: import.meta.resolve('tsx/esm/api'), entry: entry.href },
  });
}

/** The address of module `name` beside the caller, with the caller's extension (`.ts` under tsx, `.js` built). */
export function siblingModule(callerUrl: string, name: string): string {
  return new URL(`./${name}${extname(fileURLToPath(callerUrl))}`, callerUrl).href;
}
