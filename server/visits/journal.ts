import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** A journal this large is replaced by an empty one once all of it is in the database. */
export const ROTATE_BYTES = 64 * 1024 * 1024;

/** One visit as the redirect engine saw it; short keys keep the journal small. */
export type VisitRecord = {
  /** Sequence number within this journal. */
  q: number;
  /** Code, destination (null when refused), owner. */
  c: number;
  d: number | null;
  o: number;
  /** Time in milliseconds since the epoch. */
  t: number;
  ip: string;
  ua: string;
  r: string;
  /** Access status. */
  s: number;
  w: boolean;
  b: boolean;
  sc: boolean;
  /** Keep the visit row (open_log detailed); counts are kept either way. */
  lg: boolean;
  /** The destination served before this one, when this visit switched. */
  sw?: number | null;
  /** Every threshold was used up: the fallback served. */
  x?: boolean;
};

/** Told of every write to the journal: the visits and the exact text that reached the file. */
export type JournalFollower = (records: readonly VisitRecord[], text: string) => void;

/**
 * An append-only file of visits. The redirect engine journals a visit before it answers, with a
 * synchronous write: once a visitor has been answered, the visit survives a killed process. The
 * batch writer follows the journal and moves the visits to the database; once everything is
 * there, it starts a fresh file.
 *
 * Visits can be staged and written together (`stage`, then `flush`): the redirect engine stages
 * the visits of one turn of the event loop and flushes them in one write before any of their
 * answers leaves, so a served visit is still on disk before its answer.
 */
export class Journal {
  private fd: number;
  private sequence: number;
  private staged = '';
  private stagedRecords: VisitRecord[] = [];
  private follower: JournalFollower | null = null;
  readonly path: string;

  /**
   * @param checkpoint the last sequence already in the database: numbering continues after it
   * even if the file was lost, so no new visit is mistaken for one already written.
   */
  constructor(
    directory: string,
    readonly name: string,
    checkpoint: number,
  ) {
    mkdirSync(directory, { recursive: true });
    this.path = join(directory, `${name}.jsonl`);
    const existing = existsSync(this.path) ? readFileSync(this.path, 'utf8') : '';
    this.sequence = Math.max(lastSequence(existing), checkpoint);
    this.fd = openSync(this.path, 'a');
    // A line cut short by a crash would swallow the next visit written after it.
    if (existing !== '' && !existing.endsWith('\n')) writeSync(this.fd, '\n');
  }

  /** The last sequence number handed out. */
  get lastSequence(): number {
    return this.sequence;
  }

  /** Appends a visit at once and answers it with its sequence number. */
  append(visit: Omit<VisitRecord, 'q'>): VisitRecord {
    const record = this.stage({ q: 0, ...visit });
    this.flush();
    return record;
  }

  /**
   * Numbers a visit and keeps it for the next `flush`; nothing is on disk before that. The
   * record is taken over (its `q` is set), not copied: the hot path builds one object per visit.
   */
  stage(record: VisitRecord): VisitRecord {
    this.sequence += 1;
    record.q = this.sequence;
    this.staged += `${JSON.stringify(record)}\n`;
    this.stagedRecords.push(record);
    return record;
  }

  /**
   * Writes every staged visit in one write and tells the follower. If the write fails, the staged
   * visits are dropped (they must not be answered as served) and the error is thrown.
   */
  flush(): void {
    if (this.staged === '') return;
    const text = this.staged;
    const records = this.stagedRecords;
    this.staged = '';
    this.stagedRecords = [];
    writeFully(this.fd, text);
    this.follower?.(records, text);
  }

  /** The batch writer follows the journal: it hears of each visit once it is on disk. */
  follow(follower: JournalFollower): void {
    this.follower = follower;
  }

  /** Visits after a sequence number, for replay at start. */
  readAfter(sequence: number): VisitRecord[] {
    this.flush();
    return readRecords(this.path).filter((record) => record.q > sequence);
  }

  size(): number {
    return fstatSync(this.fd).size;
  }

  /**
   * Starts an empty file once every visit in it is in the database (the caller knows that).
   * Sequence numbers carry on, so the checkpoint stays meaningful. Answers false, and keeps the
   * file, while visits are staged.
   */
  rotate(): boolean {
    // Staged visits are not on disk yet, and their answers wait for them: not now.
    if (this.staged !== '') return false;
    // The fresh file replaces the old one in one rename, so a crash leaves one or the other.
    const fresh = `${this.path}.fresh`;
    writeFileSync(fresh, `${JSON.stringify({ q: this.sequence, marker: true })}\n`);
    renameSync(fresh, this.path);
    closeSync(this.fd);
    this.fd = openSync(this.path, 'a');
    return true;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}

/** A short write to a file is rare but allowed: the rest follows, so no line is ever cut in two. */
function writeFully(fd: number, text: string): void {
  const written = writeSync(fd, text);
  const length = Buffer.byteLength(text);
  if (written === length) return;
  const bytes = Buffer.from(text);
  let offset = written;
  while (offset < length) offset += writeSync(fd, bytes, offset, length - offset);
}

function readRecords(path: string): VisitRecord[] {
  return existsSync(path) ? parseJournal(readFileSync(path, 'utf8')) : [];
}

/** The visits in journal text (a file, or what one flush wrote), without rotation markers. */
export function parseJournal(text: string): VisitRecord[] {
  const records: VisitRecord[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const parsed = JSON.parse(line) as VisitRecord & { marker?: boolean };
      if (!parsed.marker) records.push(parsed);
    } catch {
      // A line cut short by a crash mid-write was never answered: the visitor saw no redirect.
    }
  }
  return records;
}

/** The highest sequence number in journal text, including a rotation marker. */
function lastSequence(text: string): number {
  let last = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      last = Math.max(last, (JSON.parse(line) as { q: number }).q);
    } catch {
      // See readRecords.
    }
  }
  return last;
}
