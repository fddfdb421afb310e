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
 * The real server (`server/main.ts`) as a child process on a free port, with a fresh data folder
 * unless one is given (a restart reuses it). Resolves once it listens.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lc-process-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(() => output.includes('Live-code console') || child.exitCode !== null, 90_000);
  if (child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
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
