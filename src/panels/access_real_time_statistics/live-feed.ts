import type { VisitLike } from '../../features/access-records/visit-labels';

/** Rows the feed keeps; older ones fall off the end. */
export const FEED_CAP = 500;
/** Rows the first load asks for (the call's maximum). */
export const INITIAL_LIMIT = 200;

/** A visit in the feed, keyed locally: socket visits carry no id. */
export type FeedRow = VisitLike & { id: number; live: boolean };

export type FeedState = {
  /** Newest first. */
  rows: FeedRow[];
  /** Visits that arrived while paused, newest first, shown on resume. */
  held: FeedRow[];
  nextKey: number;
};

export const EMPTY_FEED: FeedState = { rows: [], held: [], nextKey: 1 };

function newestFirst(visits: readonly VisitLike[]): VisitLike[] {
  return [...visits].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Keys visits from `nextKey` on, the oldest getting the lowest key so keys grow with time. */
function keyed(visits: readonly VisitLike[], nextKey: number, live: boolean): FeedRow[] {
  const ordered = newestFirst(visits);
  return ordered.map((visit, index) => ({ ...visit, id: nextKey + ordered.length - 1 - index, live }));
}

/** The feed as the first load answers it (newest first, whatever order it came in). */
export function feedFromRows(visits: readonly VisitLike[], cap = FEED_CAP): FeedState {
  const rows = keyed(visits, 1, false).slice(0, cap);
  return { rows, held: [], nextKey: visits.length + 1 };
}

/** Whether a visit belongs in a feed narrowed to one code (`null`: every code). */
export function matchesCode(visit: Pick<VisitLike, 'code_id'>, codeId: number | null): boolean {
  return codeId === null || visit.code_id === codeId;
}

/**
 * A batch from the socket: on top of the feed, or held back while the reader has paused it so the
 * rows they are reading stay put. Both lists keep at most `cap` rows.
 */
export function receiveVisits(
  feed: FeedState,
  visits: readonly VisitLike[],
  paused: boolean,
  cap = FEED_CAP,
): FeedState {
  if (visits.length === 0) return feed;
  const batch = keyed(visits, feed.nextKey, true);
  const nextKey = feed.nextKey + visits.length;
  if (paused) return { ...feed, held: [...batch, ...feed.held].slice(0, cap), nextKey };
  return { ...feed, rows: [...batch, ...feed.rows].slice(0, cap), nextKey };
}

/** Resuming shows what was held back, on top. */
export function resumeFeed(feed: FeedState, cap = FEED_CAP): FeedState {
  if (feed.held.length === 0) return feed;
  return { ...feed, rows: [...feed.held, ...feed.rows].slice(0, cap), held: [] };
}

/**
 * From when the first load's visits cover every minute: a full answer (fewer than asked for) holds
 * all recent visits; a full page may have cut off inside its oldest minute, so counting starts at
 * the next one. Answers epoch milliseconds, or -Infinity when everything is covered.
 */
export function coveredSince(visits: readonly Pick<VisitLike, 'created_at'>[], limit: number): number {
  if (visits.length < limit) return Number.NEGATIVE_INFINITY;
  const oldest = Math.min(...visits.map((visit) => Date.parse(visit.created_at)));
  return (Math.floor(oldest / 60_000) + 1) * 60_000;
}

/** The same visit reported twice (by the first load and by the socket): socket rows have no id. */
export function sameVisit(a: VisitLike, b: VisitLike): boolean {
  return a.code_id === b.code_id && a.created_at === b.created_at && a.ip === b.ip;
}

/** Socket visits that arrived while the first load was under way, less those it already holds. */
export function unseenVisits(arrived: readonly VisitLike[], loaded: readonly VisitLike[]): VisitLike[] {
  return arrived.filter((visit) => !loaded.some((row) => sameVisit(row, visit)));
}
