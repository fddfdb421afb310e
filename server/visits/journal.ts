import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** The journal rolls to a new segment once its current one holds this much. */
export const SEGMENT_BYTES = 64 * 1024 * 1024;
/** How much of a segment one read takes at most, unless the caller asks for less. */
const READ_BYTES = 1024 * 1024;
/** The tail read at start to find the last sequence number: far more than one line. */
const TAIL_BYTES = 256 * 1024;

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

/** What one read of the journal gives back: whole lines, in sequence order. */
export type JournalChunk = {
  records: VisitRecord[];
  /** The lines of `records`, exactly as in the file. */
  text: string;
  /** Everything on disk has been read: later visits come from the follower (or a later read). */
  atEnd: boolean;
};

/** Reads a journal forward from a sequence number, a bounded chunk at a time. */
export type JournalReader = {
  /** Up to about `maxBytes` of lines after those read so far (fewer at the end of the file). */
  read(maxBytes?: number): JournalChunk;
};

/**
 * One file of the journal. The current one is `<name>.jsonl`; a finished one is renamed to
 * `<name>.<last sequence>.jsonl`, so a glance at its name says whether the database has all of it.
 * `id` names a segment for readers within this process: a rename does not move a reader.
 */
type Segment = { id: number; last: number | null; bytes: number };

/**
 * An append-only journal of visits, in segments. The redirect engine journals a visit before it
 * answers, with a synchronous write: once a visitor has been answered, the visit survives a killed
 * process. The batch writer follows the journal and moves the visits to the database; the
 * journal is also its queue: a writer that falls behind reads the rest back from disk
 * (`readFrom`), a bounded chunk at a time, so no file is ever read whole. Once the database holds
 * every visit of a finished segment, the writer deletes it (`release`).
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
  /** Oldest first; the last one is the current file. */
  private segments: Segment[];
  private nextId = 0;
  /** The current file: new visits go here. */
  readonly path: string;
  private readonly segmentBytes: number;

  /**
   * @param checkpoint the last sequence already in the database: numbering continues after it
   * even if the files were lost, so no new visit is mistaken for one already written.
   */
  constructor(
    readonly directory: string,
    readonly name: string,
    checkpoint: number,
    options: { segmentBytes?: number } = {},
  ) {
    mkdirSync(directory, { recursive: true });
    this.segmentBytes = options.segmentBytes ?? SEGMENT_BYTES;
    this.path = join(directory, `${name}.jsonl`);
    this.fd = openSync(this.path, 'a+');
    const current = fstatSync(this.fd).size;
    const tail = readTail(this.fd, current);
    this.segments = finishedSegments(directory, name).map((segment) => ({ id: this.nextId++, ...segment }));
    this.segments.push({ id: this.nextId++, last: null, bytes: current });
    const lastFinished = this.segments.at(-2)?.last ?? 0;
    this.sequence = Math.max(lastSequence(tail), lastFinished, checkpoint);
    // A line cut short by a crash would swallow the next visit written after it.
    if (current > 0 && !tail.endsWith('\n')) this.write('\n');
    this.release(checkpoint);
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
    this.write(text);
    if (this.current.bytes >= this.segmentBytes) this.roll();
    this.follower?.(records, text);
  }

  /** The batch writer follows the journal: it hears of each visit once it is on disk. */
  follow(follower: JournalFollower): void {
    this.follower = follower;
  }

  /** Reads the visits after a sequence number from disk, a chunk at a time, across segments. */
  readFrom(sequence: number): JournalReader {
    this.flush();
    return new SegmentReader(this, sequence);
  }

  /** Every visit after a sequence number at once: for tests and small journals only. */
  readAfter(sequence: number): VisitRecord[] {
    const reader = this.readFrom(sequence);
    const records: VisitRecord[] = [];
    for (;;) {
      const chunk = reader.read();
      for (const record of chunk.records) records.push(record);
      if (chunk.atEnd) return records;
    }
  }

  /** Bytes on disk in all segments: visits not yet in the database, and at most a segment more. */
  size(): number {
    return this.segments.reduce((sum, segment) => sum + segment.bytes, 0);
  }

  /**
   * The database holds every visit up to `sequence`: finished segments that hold nothing later are
   * deleted. A crash between the commit and this leaves them to the next start, which does the same.
   */
  release(sequence: number): void {
    while (this.segments.length > 1) {
      const oldest = this.segments[0] as Segment;
      if ((oldest.last as number) > sequence) return;
      try {
        unlinkSync(this.segmentPath(oldest));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      this.segments.shift();
    }
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }

  /** @internal the segment a reader is in, or the first one after it when that one is gone. */
  segmentFrom(id: number): Segment {
    return this.segments.find((segment) => segment.id >= id) ?? this.current;
  }

  /** @internal the first segment that may hold visits after a sequence number. */
  segmentAfter(sequence: number): Segment {
    return this.segments.find((segment) => segment.last === null || segment.last > sequence) ?? this.current;
  }

  /** @internal */
  segmentPath(segment: Segment): string {
    return segment.last === null ? this.path : join(this.directory, `${this.name}.${segment.last}.jsonl`);
  }

  private get current(): Segment {
    return this.segments[this.segments.length - 1] as Segment;
  }

  private write(text: string): void {
    this.current.bytes += writeFully(this.fd, text);
  }

  /**
   * Finishes the current file and starts an empty one. The rename is atomic: a crash leaves the
   * finished segment under one name or the other, and the next start finds the current file
   * missing and makes it.
   */
  private roll(): void {
    const finished = this.current;
    finished.last = this.sequence;
    renameSync(this.path, this.segmentPath(finished));
    closeSync(this.fd);
    this.fd = openSync(this.path, 'a+');
    this.segments.push({ id: this.nextId++, last: null, bytes: 0 });
  }
}

/** Finished segments of a journal in a directory, oldest first, with their sizes. */
function finishedSegments(directory: string, name: string): { last: number; bytes: number }[] {
  const prefix = `${name}.`;
  const segments: { last: number; bytes: number }[] = [];
  for (const file of readdirSync(directory)) {
    if (!file.startsWith(prefix) || !file.endsWith('.jsonl')) continue;
    const middle = file.slice(prefix.length, -'.jsonl'.length);
    if (!/^\d+$/.test(middle)) continue;
    segments.push({ last: Number(middle), bytes: statSync(join(directory, file)).size });
  }
  return segments.sort((a, b) => a.last - b.last);
}

/** A journal's files: the current one and the finished segments (to move them aside together). */
export function journalFiles(directory: string, name: string): string[] {
  if (!existsSync(directory)) return [];
  const segments = finishedSegments(directory, name).map((segment) =>
    join(directory, `${name}.${segment.last}.jsonl`),
  );
  const current = join(directory, `${name}.jsonl`);
  try {
    statSync(current);
    segments.push(current);
  } catch {
    // No current file: a crash right after a roll, or a journal that never started.
  }
  return segments;
}

/**
 * Reads a journal forward, a chunk of whole lines at a time. It remembers the segment by its id
 * and the byte offset in it, so a roll (a rename) while it reads changes nothing, and it skips
 * lines up to the last sequence it gave out, so nothing is given twice.
 */
class SegmentReader implements JournalReader {
  private segmentId: number;
  private offset = 0;

  constructor(
    private readonly journal: Journal,
    private last: number,
  ) {
    this.segmentId = journal.segmentAfter(last).id;
  }

  read(maxBytes = READ_BYTES): JournalChunk {
    const records: VisitRecord[] = [];
    let text = '';
    let budget = maxBytes;
    for (;;) {
      const segment = this.journal.segmentFrom(this.segmentId);
      if (segment.id !== this.segmentId) {
        this.segmentId = segment.id;
        this.offset = 0;
      }
      const lines = this.readLines(segment, Math.max(budget, 64 * 1024));
      if (lines === null) {
        // The end of this segment: on to the next, or the end of the journal.
        if (segment.last === null) return { records, text, atEnd: true };
        this.segmentId = segment.id + 1;
        this.offset = 0;
        continue;
      }
      budget -= lines.length;
      for (const line of lines.split('\n')) {
        const record = this.parse(line);
        if (!record) continue;
        records.push(record);
        text += `${line}\n`;
      }
      if (budget <= 0) return { records, text, atEnd: false };
    }
  }

  /** Whole lines from the offset on, or null at the end of the file. */
  private readLines(segment: Segment, length: number): string | null {
    let fd: number;
    try {
      fd = openSync(this.journal.segmentPath(segment), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      for (let size = length; ; size *= 2) {
        const buffer = Buffer.allocUnsafe(size);
        const read = readSync(fd, buffer, 0, size, this.offset);
        if (read === 0) return null;
        const end = buffer.lastIndexOf(10, read - 1);
        if (end >= 0) {
          this.offset += end + 1;
          return buffer.toString('utf8', 0, end);
        }
        // No line end yet: a line longer than the buffer, or a cut tail at the end of the file.
        if (read < size) return null;
      }
    } finally {
      closeSync(fd);
    }
  }

  private parse(line: string): VisitRecord | null {
    // Lines already given out are skipped without parsing them.
    if (line.startsWith('{"q":') && Number.parseInt(line.slice(5, 25), 10) <= this.last) return null;
    try {
      const parsed = JSON.parse(line) as VisitRecord & { marker?: boolean };
      if (parsed.marker || !(parsed.q > this.last)) return null;
      this.last = parsed.q;
      return parsed;
    } catch {
      // A line cut short by a crash mid-write was never answered: the visitor saw no redirect.
      return null;
    }
  }
}

/** A short write to a file is rare but allowed: the rest follows, so no line is ever cut in two. */
function writeFully(fd: number, text: string): number {
  const written = writeSync(fd, text);
  const length = Buffer.byteLength(text);
  if (written === length) return length;
  const bytes = Buffer.from(text);
  let offset = written;
  while (offset < length) offset += writeSync(fd, bytes, offset, length - offset);
  return length;
}

/** The end of a file, at most TAIL_BYTES of it. */
function readTail(fd: number, size: number): string {
  const length = Math.min(size, TAIL_BYTES);
  if (length === 0) return '';
  const buffer = Buffer.allocUnsafe(length);
  const read = readSync(fd, buffer, 0, length, size - length);
  return buffer.toString('utf8', 0, read);
}

/** The visits in journal text (what one flush wrote), without rotation markers. */
export function parseJournal(text: string): VisitRecord[] {
  const records: VisitRecord[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const parsed = JSON.parse(line) as VisitRecord & { marker?: boolean };
      if (!parsed.marker) records.push(parsed);
    } catch {
      // See SegmentReader.parse.
    }
  }
  return records;
}

/** The highest sequence number in journal text (a file's tail), including a rotation marker. */
function lastSequence(text: string): number {
  let last = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      last = Math.max(last, (JSON.parse(line) as { q: number }).q);
    } catch {
      // A cut line, or the first line of the tail cut by where the tail starts.
    }
  }
  return last;
}
