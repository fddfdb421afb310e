import type { AddressInfo } from 'node:net';
import { styleText } from 'node:util';
import { ConfigError, loadConfig } from './config';
import type { FirstAdmin } from './db/seed';
import type { PublicAddressStatus } from './settings/public-address';

/** Reads the environment, starts the server and stops it cleanly on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded (${config.dataDir})`;
  // Loading the server's modules, opening the database and migrating it take seconds, tens on a
  // first start: say so before any of it, hence the late imports.
  process.stdout.write(`Starting the server, database: ${database}…\n`);
  // The database before the server's modules: a new embedded database is created by a process of
  // its own, some 600 MB for a few seconds, which then runs beside a small process rather than
  // one that holds everything.
  const { openStore, storeOptions } = await import('./db/store');
  const store = await openStore(storeOptions(config));
  const { buildApp } = await import('./app');
  const app = await buildApp(config, { store });
  await app.listen({ port: config.port, host: config.host });

  const banner = startBanner({
    listening: reachableAddress(app.server.address() as AddressInfo),
    publicAddress: app.publicAddress.status(),
    database,
    firstAdmin: app.firstAdmin,
  });
  process.stdout.write(framed('Live-code console is ready', banner, process.stdout.isTTY));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: draining in-flight requests');
    // close() stops accepting connections and resolves once in-flight requests have answered.
    app
      .close()
      .then(() => store.close())
      .then(
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

/** How a browser on this machine reaches the listener: "any address" is reached as localhost. */
function reachableAddress({ address, port, family }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://localhost:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

type StartFacts = {
  listening: string;
  publicAddress: PublicAddressStatus;
  database: string;
  firstAdmin: FirstAdmin | null;
};

function startBanner({ listening, publicAddress, database, firstAdmin }: StartFacts): string[] {
  const lines = [`Console:   ${listening}/`, ...publicLines(publicAddress)];
  lines.push(`Database:  ${database}`);
  if (firstAdmin) lines.push('', ...firstLogin(firstAdmin));
  return lines;
}

/**
 * Links and QR codes carry the public address; behind a proxy it is not the one listening here,
 * and a printed code that points at this machine opens nowhere else — so an unset or local one
 * is said loudly, with how to set it.
 */
function publicLines({ url, local }: PublicAddressStatus): string[] {
  if (url === '')
    return [
      'Public:    not set: links and QR codes would carry whatever address they are opened at.',
      '           Set PUBLIC_BASE_URL, or save it in the console (asked at the first sign-in).',
    ];
  const lines = [`Public:    ${url}/  (in links and QR codes)`];
  if (local)
    lines.push(
      '           This address only works on this machine or its network: codes printed now open nowhere else.',
    );
  return lines;
}

function firstLogin({ account, password, generated }: FirstAdmin): string[] {
  // The operator knows a password they chose; printing it would only copy it into every log.
  if (!generated) return [`First login: ${account} with the password set in ADMIN_PASSWORD`];
  return [
    `First login: ${account} / ${password}`,
    'This password is shown only once: the console asks for a new one at the first sign-in.',
  ];
}

/**
 * The lines in a frame set apart by blank lines, so they stand out among the log lines. Only a
 * terminal gets a bold title: escape codes would litter a log file.
 */
function framed(title: string, lines: string[], terminal = false): string {
  const width = Math.max(title.length + 4, ...lines.map((line) => line.length + 2));
  const heading = terminal ? styleText('bold', title) : title;
  return [
    '',
    `  ┌─ ${heading} ${'─'.repeat(width - title.length - 3)}`,
    ...lines.map((line) => (line ? `  │ ${line}` : '  │')),
    `  └${'─'.repeat(width)}`,
    '',
    '',
  ].join('\n');
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
