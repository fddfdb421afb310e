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

/**
 * An append-only file of visits. The redirect engine appends a visit before it answers, with a
 * synchronous write: once a visitor has been answered, the visit survives a killed process. The
 * batch writer moves visits to the database and, once everything is there, starts a fresh file.
 */
export class Journal {
  private fd: number;
  private sequence: number;
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
    this.sequence = Math.max(lastSequence(this.path), checkpoint);
    this.fd = openSync(this.path, 'a');
  }

  /** Appends a visit and answers it with its sequence number. */
  append(visit: Omit<VisitRecord, 'q'>): VisitRecord {
    this.sequence += 1;
    const record = { q: this.sequence, ...visit };
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
    return record;
  }

  /** Visits after a sequence number, for replay at start. */
  readAfter(sequence: number): VisitRecord[] {
    return readRecords(this.path).filter((record) => record.q > sequence);
  }

  size(): number {
    return fstatSync(this.fd).size;
  }

  /**
   * Starts an empty file once every visit in it is in the database. Sequence numbers carry on, so
   * the checkpoint stays meaningful.
   */
  rotate(): void {
    // The fresh file replaces the old one in one rename, so a crash leaves one or the other.
    const fresh = `${this.path}.fresh`;
    writeFileSync(fresh, `${JSON.stringify({ q: this.sequence, marker: true })}\n`);
    renameSync(fresh, this.path);
    closeSync(this.fd);
    this.fd = openSync(this.path, 'a');
  }

  close(): void {
    closeSync(this.fd);
  }
}

function readRecords(path: string): VisitRecord[] {
  if (!existsSync(path)) return [];
  const records: VisitRecord[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
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

/** The highest sequence number in the file, including a rotation marker. */
function lastSequence(path: string): number {
  if (!existsSync(path)) return 0;
  let last = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line === '') continue;
    try {
      last = Math.max(last, (JSON.parse(line) as { q: number }).q);
    } catch {
      // See readRecords.
    }
  }
  return last;
}
