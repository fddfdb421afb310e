import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor } from './wait';

export type ServerProcess = {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for assertions and for debugging a failure. */
  output(): string;
  /** SIGTERM: a clean stop; answers the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash, nothing drained. */
  kill(): Promise<void>;
};

/**
 * Node on the server's entry `args` (with node's own flags before it) as a child process on this
 * machine: the embedded database unless `env` names another, no Redis, warnings only; `env` adds
 * or overrides. `output` is everything it printed so far.
 */
export function spawnServer(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; output(): string } {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

/**
 * The real server (`server/main.ts` under tsx, or its build `dist/server/main.js` as `npm start`
 * runs it) as a child process on a free port, with a fresh data folder unless one is given (a
 * restart reuses it). Resolves once it listens.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number; built?: boolean } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lc-process-'));
  const entry = options.built ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const { child, output } = spawnServer(entry, { PORT: String(port), DATA_DIR: dataDir, ...env });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(() => output().includes('Live-code console') || child.exitCode !== null, 90_000);
  if (child.exitCode !== null) throw new Error(`the server did not start:\n${output()}`);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * A console call to a server process, as the console makes it; answers the call's `data` and
 * throws with the whole answer when the call fails.
 */
export async function callServer(
  server: Pick<ServerProcess, 'url'>,
  path: string,
  input: object,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { status: boolean; data: Record<string, unknown> };
  if (!body.status) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}
