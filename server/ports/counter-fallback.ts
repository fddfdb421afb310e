import {
  type CodeCounters,
  type CodePrime,
  type CodeState,
  type CounterMode,
  type Served,
  serveFromState,
} from './counters';

/** What happens to the shared counters: a Redis command failed, Redis answers, the deltas are in. */
export type CounterEvent = 'failed' | 'answered' | 'reconciled' | 'reconcile_failed';

/** The transitions of the fallback: anything else leaves the mode as it is. */
export function nextCounterMode(mode: CounterMode, event: CounterEvent): CounterMode {
  switch (event) {
    case 'failed':
    case 'reconcile_failed':
      return 'degraded';
    case 'answered':
      return mode === 'degraded' ? 'reconciling' : mode;
    case 'reconciled':
      return mode === 'reconciling' ? 'healthy' : mode;
  }
}

/** One code's position as this process knows it: Redis's last answers plus what it served alone. */
type Position = CodeState;

/** What this process served alone for one code since Redis last took its deltas. */
type Pending = {
  served: Map<number, number>;
  cursor: number;
  /** The destination of the last visit served alone, if any. */
  last: number | null;
};

/**
 * One counter to put back into Redis: `SET key base NX` (Redis lost its data: start from what this
 * process last saw) then `INCRBY key delta` (add what it served alone, never a blind overwrite).
 */
export type CounterRepair =
  | { kind: 'served'; codeId: number; destinationId: number; base: number; delta: number }
  | { kind: 'cursor'; codeId: number; base: number; delta: number }
  | { kind: 'last'; codeId: number; destinationId: number; served: boolean };

/** Redis's value of each repaired counter after the repair, in the order of the plan. */
export type RepairResult = (number | null)[];

/**
 * The in-process side of the Redis counters, with no I/O: the last position each code had in
 * Redis (kept up to date from every answer), the visits decided here while Redis is away, and
 * the arithmetic that adds them back. The Redis adapter wraps it.
 *
 * Exactness while degraded: each process decides from its own last known position, so a
 * threshold may be overshot by what the other processes serve meanwhile (at most the visits all
 * processes but one serve to that destination during the outage), and a round-robin may repeat a
 * destination. A command that timed out but still ran in Redis is counted once more when the
 * deltas are added, so a destination may reach its threshold one visit early.
 */
export class CounterFallback {
  private modeNow: CounterMode = 'healthy';
  private readonly positions = new Map<number, Position>();
  private pending = new Map<number, Pending>();

  get mode(): CounterMode {
    return this.modeNow;
  }

  /** Applies an event; answers the mode before it, so the caller can log a change once. */
  apply(event: CounterEvent): CounterMode {
    const before = this.modeNow;
    this.modeNow = nextCounterMode(before, event);
    return before;
  }

  /** Whether visits are decided here (degraded or still reconciling). */
  get local(): boolean {
    return this.modeNow !== 'healthy';
  }

  /** Keeps the position Redis answered for a visit (answers may arrive out of order: counts only grow). */
  observe(codeId: number, served: Served, cursorAfter: number): void {
    const position = this.positionOf(codeId);
    const known = position.served.get(served.destinationId) ?? 0;
    if (served.servedAfter > known) position.served.set(served.destinationId, served.servedAfter);
    if (cursorAfter > position.cursor) {
      position.cursor = cursorAfter;
      position.last = served.destinationId;
    }
  }

  /**
   * Seeds positions from the database (counts already known here stand: the database trails).
   * Codes seeded while Redis is away are marked so that their counts are put into Redis later.
   */
  prime(primes: readonly CodePrime[]): void {
    for (const { codeId, served, lastDestinationId } of primes) {
      const position = this.positions.get(codeId);
      if (position) {
        for (const [destinationId, count] of served)
          if (!position.served.has(destinationId)) position.served.set(destinationId, count);
      } else {
        this.positions.set(codeId, { served: new Map(served), cursor: 0, last: lastDestinationId });
      }
      if (this.local) this.pendingOf(codeId);
    }
  }

  /** Decides a visit here, from the last known position, and keeps it as a delta for Redis. */
  serve(code: CodeCounters, random: number): Served {
    const served = serveFromState(this.positionOf(code.codeId), code, random);
    const pending = this.pendingOf(code.codeId);
    pending.served.set(served.destinationId, (pending.served.get(served.destinationId) ?? 0) + 1);
    pending.cursor += 1;
    pending.last = served.destinationId;
    return served;
  }

  /** Whether visits served alone are waiting to be added to Redis. */
  get hasPending(): boolean {
    return this.pending.size > 0;
  }

  /**
   * Takes the deltas to add to Redis (they are no longer pending here). With `everything`
   * (Redis lost its data) every known code is in the plan, so its counts are put back too.
   */
  takeRepairs(everything: boolean): CounterRepair[] {
    const taken = this.pending;
    this.pending = new Map();
    const codeIds = everything ? new Set([...this.positions.keys(), ...taken.keys()]) : taken.keys();
    const repairs: CounterRepair[] = [];
    for (const codeId of codeIds) {
      const position = this.positionOf(codeId);
      const pending = taken.get(codeId);
      for (const [destinationId, count] of position.served) {
        const delta = pending?.served.get(destinationId) ?? 0;
        repairs.push({ kind: 'served', codeId, destinationId, base: count - delta, delta });
      }
      const cursorDelta = pending?.cursor ?? 0;
      repairs.push({ kind: 'cursor', codeId, base: position.cursor - cursorDelta, delta: cursorDelta });
      const last = pending?.last ?? position.last;
      if (last !== null)
        repairs.push({ kind: 'last', codeId, destinationId: last, served: pending?.last != null });
    }
    return repairs;
  }

  /**
   * Redis took the repairs: each count becomes Redis's value plus whatever was served here since
   * the repairs were taken (still pending). Answers whether the fallback is healthy again, or
   * must take another round of deltas first.
   */
  settle(repairs: readonly CounterRepair[], results: RepairResult): boolean {
    repairs.forEach((repair, index) => {
      const value = results[index];
      if (value === null || value === undefined || repair.kind === 'last') return;
      const position = this.positionOf(repair.codeId);
      const pending = this.pending.get(repair.codeId);
      if (repair.kind === 'served')
        position.served.set(repair.destinationId, value + (pending?.served.get(repair.destinationId) ?? 0));
      else position.cursor = value + (pending?.cursor ?? 0);
    });
    if (this.hasPending) return false;
    this.apply('reconciled');
    return true;
  }

  /** Redis did not take the repairs: their deltas are pending again, and the mode is degraded. */
  restore(repairs: readonly CounterRepair[]): void {
    for (const repair of repairs) {
      if (repair.kind === 'served' && repair.delta > 0) {
        const pending = this.pendingOf(repair.codeId);
        pending.served.set(
          repair.destinationId,
          (pending.served.get(repair.destinationId) ?? 0) + repair.delta,
        );
      } else if (repair.kind === 'cursor') {
        this.pendingOf(repair.codeId).cursor += repair.delta;
      } else if (repair.kind === 'last' && repair.served) {
        const pending = this.pendingOf(repair.codeId);
        pending.last ??= repair.destinationId;
      }
    }
    this.apply('reconcile_failed');
  }

  private positionOf(codeId: number): Position {
    let position = this.positions.get(codeId);
    if (!position) {
      position = { served: new Map(), cursor: 0, last: null };
      this.positions.set(codeId, position);
    }
    return position;
  }

  private pendingOf(codeId: number): Pending {
    let pending = this.pending.get(codeId);
    if (!pending) {
      pending = { served: new Map(), cursor: 0, last: null };
      this.pending.set(codeId, pending);
    }
    return pending;
  }
}
