import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { installedPgliteVersion, templateVersion } from '../../server/db/embedded/template';
import { rowsOf } from '../../server/db/rows';
import { openStore } from '../../server/db/store';

const newFolder = () => mkdtempSync(join(tmpdir(), 'lc-settings-'));
const SMALL = [{ shared_buffers: '16MB', maintenance_work_mem: '16MB' }];

async function systemIdentifierOf(dataDir: string): Promise<string> {
  const store = await openStore({ dataDir });
  try {
    const [row] = rowsOf<{ id: string }>(
      await store.db.execute(sql`select system_identifier::text as id from pg_control_system()`),
    );
    return row?.id ?? '';
  } finally {
    await store.close();
  }
}

async function settingsOf(dataDir: string) {
  const store = await openStore({ dataDir });
  try {
    return rowsOf(
      await store.db.execute(sql`select current_setting('shared_buffers') as shared_buffers,
        current_setting('maintenance_work_mem') as maintenance_work_mem`),
    );
  } finally {
    await store.close();
  }
}

/** PostgreSQL's defaults size a server; the embedded database runs on a small machine. */
describe('the embedded database’s memory settings', () => {
  it('hold for a new data folder, and after a restart', {
    timeout: 120_000,
  }, async () => {
    const dataDir = newFolder();
    expect(await settingsOf(dataDir)).toEqual(SMALL);
    expect(await settingsOf(dataDir)).toEqual(SMALL);
  });

  it('hold for a data folder created before them, with PostgreSQL’s defaults', {
    timeout: 120_000,
  }, async () => {
    const dataDir = newFolder();
    await (await PGlite.create(dataDir)).close();
    expect(await settingsOf(dataDir)).toEqual(SMALL);
  });

  it('fail the open with the reason when a new data folder cannot be created', {
    timeout: 60_000,
  }, async () => {
    const file = join(newFolder(), 'a-file');
    writeFileSync(file, '');
    await expect(openStore({ dataDir: join(file, 'data') })).rejects.toThrow(/ENOTDIR/);
  });
});

/** initdb in PGlite takes about 600 MB for a few seconds; a new folder is unpacked instead. */
describe('the kept empty database', () => {
  it('was made by the installed PGlite (after an upgrade: npm run db:template)', () => {
    expect(templateVersion()).toBe(installedPgliteVersion());
  });

  it('is what a new data folder is made from, not initdb', { timeout: 120_000 }, async () => {
    // initdb gives every cluster an identifier of its own; an unpacked copy keeps the template's.
    const [first, second] = [await systemIdentifierOf(newFolder()), await systemIdentifierOf(newFolder())];
    expect(first).toBe(second);
  });
});
