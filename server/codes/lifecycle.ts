import type { AttentionState } from '../../contract/group-qr';

/** A destination as the lifecycle rules see it. */
export type LifecycleDestination = {
  id: number;
  enabled: boolean;
  /** Paused by screening: it serves no one until released. */
  paused: boolean;
  threshold: number;
  visits: number;
  expiresAt: Date | null;
};

/** The owner's lines, or the platform's: hours ahead an expiry is announced, and how few is "low". */
export type AlertLines = { expiringHours: number; lowUsable: number };

/**
 * Where a code stands: how many destinations can still take a visitor, the soonest expiry among
 * them, those expiring within the owner's window, and the state the "needs attention" list shows.
 */
export type Standing = {
  usable: number;
  nextExpiry: Date | null;
  expiringSoon: number[];
  state: AttentionState | null;
};

/** Whether a destination can take a visitor now: enabled, not paused, not expired, room left. */
export function isUsable(destination: LifecycleDestination, now: Date): boolean {
  return (
    destination.enabled &&
    !destination.paused &&
    (destination.expiresAt === null || destination.expiresAt.getTime() > now.getTime()) &&
    (destination.threshold === 0 || destination.visits < destination.threshold)
  );
}

/**
 * Whether any destination could serve if it had room: enabled, not paused, not expired. Without
 * one, visitors get the fallback page; with one, a code out of thresholds serves its fallback.
 */
export function anyAvailable(list: readonly LifecycleDestination[], now: Date): boolean {
  return list.some(
    (destination) =>
      destination.enabled &&
      !destination.paused &&
      (destination.expiresAt === null || destination.expiresAt.getTime() > now.getTime()),
  );
}

/**
 * Whether a code can run out at all: one of its destinations has an expiry or a threshold. A code
 * of plain, unlimited links never needs attention, however few it has.
 */
export function canRunOut(list: readonly LifecycleDestination[]): boolean {
  return list.some((destination) => destination.expiresAt !== null || destination.threshold > 0);
}

/** The standing of one code (SPEC §12): none usable is `empty`, K or fewer `low`, an expiry near `expiring`. */
export function codeStanding(list: readonly LifecycleDestination[], now: Date, lines: AlertLines): Standing {
  const horizon = now.getTime() + lines.expiringHours * 3_600_000;
  let usable = 0;
  let nextExpiry: Date | null = null;
  const expiringSoon: number[] = [];
  for (const destination of list) {
    if (!isUsable(destination, now)) continue;
    usable += 1;
    const expiry = destination.expiresAt;
    if (expiry === null) continue;
    if (nextExpiry === null || expiry < nextExpiry) nextExpiry = expiry;
    if (expiry.getTime() <= horizon) expiringSoon.push(destination.id);
  }
  const state: AttentionState | null =
    usable === 0 ? 'empty' : usable <= lines.lowUsable ? 'low' : expiringSoon.length > 0 ? 'expiring' : null;
  return { usable, nextExpiry, expiringSoon, state };
}

const STATE_RANK: Record<AttentionState, number> = { empty: 0, low: 1, expiring: 2 };

/**
 * Most urgent first: codes with nothing left, then those running low, then those with an expiry
 * near; within each, the soonest expiry first (none last), then the older code.
 */
export function byUrgency(
  a: { state: AttentionState; nextExpiry: Date | null; id: number },
  b: { state: AttentionState; nextExpiry: Date | null; id: number },
): number {
  return (
    STATE_RANK[a.state] - STATE_RANK[b.state] ||
    (a.nextExpiry?.getTime() ?? Number.POSITIVE_INFINITY) -
      (b.nextExpiry?.getTime() ?? Number.POSITIVE_INFINITY) ||
    a.id - b.id
  );
}
