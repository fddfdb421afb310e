import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Reads the environment, starts the server and stops it cleanly on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });

  const shown = config.publicBaseUrl ?? `http://localhost:${config.port}`;
  const lines = [
    `Live-code console: ${shown}/`,
    `Database: ${app.store.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
  ];
  if (app.firstAdmin) {
    lines.push(`First login: ${app.firstAdmin.account} / ${app.firstAdmin.password}`);
    if (app.firstAdmin.generated) lines.push('This password is shown only once: change it after logging in.');
  }
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: draining in-flight requests');
    // close() stops accepting connections and resolves once in-flight requests have answered.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
