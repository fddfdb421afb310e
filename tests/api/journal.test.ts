import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../server/visits/journal';
import { openJournal, VisitWriter } from '../../server/visits/writer';
import { databases } from './harness';

const visit = {
  c: 1,
  d: 1,
  o: 1,
  t: Date.UTC(2026, 0, 1),
  ip: '1.2.3.4',
  ua: '',
  r: '',
  s: 1,
  w: false,
  b: false,
  sc: false,
  lg: false,
};

describe.each(databases)('the visit journal on $name', ({ open }) => {
  it('moves aside a journal that belongs to another database instead of replaying it', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'lc-journal-'));
    const stray = new Journal(directory, 'node-x', 0);
    stray.append(visit);
    stray.append(visit);
    stray.close();

    const database = await open();
    try {
      const moved: string[] = [];
      const { journal, checkpoint } = await openJournal(database.store.db, directory, 'node-x', (path) =>
        moved.push(path),
      );
      expect(checkpoint).toBe(0);
      expect(moved).toHaveLength(1);
      expect(existsSync(moved[0] as string)).toBe(true);
      expect(journal.readAfter(0)).toEqual([]);
      journal.close();
      expect(readdirSync(directory).some((name) => name.includes('.orphan-'))).toBe(true);
    } finally {
      await database.drop();
    }
  });

  it('replays journaled visits that were not written yet, exactly once', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'lc-journal-'));
    const database = await open();
    try {
      const first = await openJournal(database.store.db, directory, 'node-y', () => {});
      // Visits journaled, then the process dies before the batch writer ran.
      for (let index = 0; index < 5; index++) first.journal.append({ ...visit, ip: `10.0.0.${index}` });
      first.journal.close();

      const second = await openJournal(database.store.db, directory, 'node-y', () => {});
      const writer = new VisitWriter({ db: database.store.db, journal: second.journal });
      await writer.start(second.checkpoint);
      await writer.stop();
      second.journal.close();

      const third = await openJournal(database.store.db, directory, 'node-y', () => {});
      expect(third.checkpoint).toBe(5);
      expect(third.journal.readAfter(third.checkpoint)).toEqual([]);
      third.journal.close();
    } finally {
      await database.drop();
    }
  });
});
