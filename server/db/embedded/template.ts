import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { projectFile } from '../../project';
import { embeddedOptions } from './settings';

/**
 * An empty database as PGlite's initdb makes it, kept as a tarball beside the sources. A new data
 * folder is unpacked from it instead of running initdb, which in PGlite runs a second PostgreSQL
 * instance and copies that instance's whole memory before each step: about 600 MB for a few
 * seconds, on the small machine an embedded install is for. Unpacking takes about half of that.
 *
 * The tarball belongs to one PGlite version (its PostgreSQL's catalogue format); `RECORD` says
 * which. With another version installed, a new folder falls back to initdb, and a test says to
 * run `npm run db:template`.
 */
export const TEMPLATE_FILE = projectFile('server/db/embedded/empty-database.tar.gz');
const RECORD_FILE = projectFile('server/db/embedded/empty-database.json');

type TemplateRecord = { pglite: string };

/** The installed PGlite's version, read from its package.json (which its exports do not list). */
export function installedPgliteVersion(): string {
  let folder = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The PGlite version the kept tarball was made with, or null when there is none. */
export function templateVersion(): string | null {
  if (!existsSync(RECORD_FILE) || !existsSync(TEMPLATE_FILE)) return null;
  return (JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as TemplateRecord).pglite;
}

/** The tarball to unpack a new data folder from, when it fits the installed PGlite. */
export function databaseTemplate(): Blob | undefined {
  if (templateVersion() !== installedPgliteVersion()) return undefined;
  return new Blob([readFileSync(TEMPLATE_FILE)], { type: 'application/x-gzip' });
}

/** Runs initdb once, in memory with the embedded settings, and keeps the result as the tarball. */
export async function makeDatabaseTemplate(): Promise<void> {
  const pglite = await PGlite.create(undefined, embeddedOptions());
  try {
    const dump = await pglite.dumpDataDir('gzip');
    writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    const record: TemplateRecord = { pglite: installedPgliteVersion() };
    writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
  } finally {
    await pglite.close();
  }
}
