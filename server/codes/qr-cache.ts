import { createHash } from 'node:crypto';
import type { Bus } from '../ports/bus';
import { CODES_CHANGED } from '../redirect/cache';
import { DOMAINS_CHANGED } from '../redirect/domains';

/**
 * Everything that decides the bytes of a QR image. The text carries the code's link — its
 * domain's host (or the console's origin) and suffix — so an edited code has new keys even
 * before the change is announced; the logo is named by its storage key, which a picture keeps
 * for life (a new upload gets a new key).
 */
export type QrImageParts = {
  codeId: number;
  text: string;
  format: 'png' | 'svg';
  /** The width drawn (a PNG asked larger than the cap shares the capped image). */
  size: number;
  margin: number;
  logoKey: string | null;
};

export function qrImageKey(parts: QrImageParts): string {
  return [parts.codeId, parts.format, parts.size, parts.margin, parts.logoKey ?? '', parts.text].join('\n');
}

/** A strong validator from the key: the same key always draws the same bytes. */
export function qrImageEtag(key: string): string {
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names this entity tag (or any, `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Rendered images kept in memory: tens of megabytes hold thousands of console-sized PNGs, and an
 * SVG with a logo (the picture embedded whole) is at most a few.
 */
export const QR_CACHE_BYTES = 32 * 1024 * 1024;

type Entry = { codeId: number; bytes: Buffer };
type Pending = { codeId: number; stale: boolean; promise: Promise<Buffer> };

/**
 * QR images by key, least recently used dropped first once their bytes pass the budget. An edit
 * of a code drops its images and an edit of any domain drops them all, on every process (the
 * same bus announcements the redirect cache follows). Simultaneous requests of one image share
 * one render.
 */
export class QrImageCache {
  /** In use order: a Map iterates in insertion order, and a hit is re-inserted at the end. */
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Pending>();
  private total = 0;
  private readonly stops: (() => void)[];

  constructor(
    bus: Bus | null,
    private readonly maxBytes = QR_CACHE_BYTES,
  ) {
    this.stops = bus
      ? [
          bus.subscribe(CODES_CHANGED, (message) => this.forgetCodes((message as { ids: number[] }).ids)),
          bus.subscribe(DOMAINS_CHANGED, () => this.clear()),
        ]
      : [];
  }

  /** The cached image, now the most recently used. */
  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.bytes;
  }

  /** Keeps an image, dropping the least recently used until the budget holds it. */
  set(key: string, codeId: number, bytes: Buffer): void {
    // One image larger than an eighth of the budget would push out hundreds of others.
    if (bytes.length > this.maxBytes / 8) return;
    this.remove(key);
    this.entries.set(key, { codeId, bytes });
    this.total += bytes.length;
    for (const [oldest] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /**
   * The cached image, or the one `render` makes (kept unless its code changed meanwhile); a
   * render of the same key already under way is shared rather than started again.
   */
  obtain(key: string, codeId: number, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.get(key);
    if (cached) return Promise.resolve(cached);
    const running = this.pending.get(key);
    if (running) return running.promise;
    const pending: Pending = {
      codeId,
      stale: false,
      promise: render().then(
        (bytes) => {
          if (this.pending.get(key) === pending) this.pending.delete(key);
          if (!pending.stale) this.set(key, codeId, bytes);
          return bytes;
        },
        (error: unknown) => {
          if (this.pending.get(key) === pending) this.pending.delete(key);
          throw error;
        },
      ),
    };
    this.pending.set(key, pending);
    return pending.promise;
  }

  /** Drops the images of these codes, and keeps none of theirs being drawn now. */
  forgetCodes(ids: number[]): void {
    const forgotten = new Set(ids);
    for (const [key, entry] of this.entries) if (forgotten.has(entry.codeId)) this.remove(key);
    for (const [key, pending] of this.pending) {
      if (!forgotten.has(pending.codeId)) continue;
      pending.stale = true;
      this.pending.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
    for (const pending of this.pending.values()) pending.stale = true;
    this.pending.clear();
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    for (const stop of this.stops) stop();
    this.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes.length;
  }
}

/** What an image needs to know of its code: where its link points and whose library the logo is from. */
export type QrCodeFacts = { fileName: string; host: string | null; ownerId: number };

/** Codes whose facts are kept; beyond this the oldest are dropped (a code's facts are ~100 bytes). */
const FACTS_KEPT = 20_000;

/**
 * The facts of codes whose images were asked, so a repeated request (a revalidation, a cached
 * image) asks the database nothing about its code. Dropped on the same announcements as the
 * images: a code's own change, and any domain change.
 */
export class QrCodeFactsCache {
  private readonly facts = new Map<number, QrCodeFacts>();
  /**
   * Counts the announcements: facts read before one and loaded after it may be the old ones, so
   * they answer their request but are not kept.
   */
  private changes = 0;
  private readonly stops: (() => void)[];

  constructor(bus: Bus | null) {
    this.stops = bus
      ? [
          bus.subscribe(CODES_CHANGED, (message) => this.forgetCodes((message as { ids: number[] }).ids)),
          bus.subscribe(DOMAINS_CHANGED, () => this.clear()),
        ]
      : [];
  }

  /** The code's facts, loading them when not known (null: no such code, not remembered). */
  async get(
    codeId: number,
    load: (codeId: number) => Promise<QrCodeFacts | null>,
  ): Promise<QrCodeFacts | null> {
    const known = this.facts.get(codeId);
    if (known) return known;
    const changes = this.changes;
    const loaded = await load(codeId);
    if (!loaded || changes !== this.changes) return loaded;
    if (this.facts.size >= FACTS_KEPT) this.facts.delete(this.facts.keys().next().value as number);
    this.facts.set(codeId, loaded);
    return loaded;
  }

  forgetCodes(ids: number[]): void {
    this.changes++;
    for (const id of ids) this.facts.delete(id);
  }

  clear(): void {
    this.changes++;
    this.facts.clear();
  }

  close(): void {
    for (const stop of this.stops) stop();
    this.clear();
  }
}
