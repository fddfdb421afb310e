import { type Candidate, chooseDestination } from '../redirect/rotation';

/**
 * Where shared counters stand. `healthy`: Redis decides every visit. `degraded`: Redis failed, so
 * this process decides alone from the last position it saw and keeps what it served as deltas.
 * `reconciling`: Redis answers again and the deltas are being added to it; visits are still
 * decided here until they are in.
 */
export type CounterMode = 'healthy' | 'degraded' | 'reconciling';

/** One served visit as the counters decided it. */
export type Served = {
  destinationId: number;
  exhausted: boolean;
  /** The destination's served count including this visit. */
  servedAfter: number;
  /** The destination that served the code's previous visit; a different one means a switch. */
  previousDestinationId: number | null;
};

export type CodeCounters = {
  codeId: number;
  model: number;
  candidates: Candidate[];
};

/** What the database knows of one code's counts when the code is loaded. */
export type CodePrime = {
  codeId: number;
  /** Visits served so far, by destination id. */
  served: ReadonlyMap<number, number>;
  lastDestinationId: number | null;
};

/**
 * Chooses and counts the destination of each visit atomically, so thresholds are exact under
 * concurrency: in-process for one process, Redis (one Lua script per visit) for several.
 */
export type Counters = {
  /**
   * The in-process counters answer at once (no promise, so a cached visit awaits nothing but
   * the blacklist); Redis answers with a promise.
   */
  serve(code: CodeCounters, random: number): Served | Promise<Served>;
  /**
   * Seeds counts from the database when codes are loaded (many at once when the cache warms);
   * counts that are already live are kept, since the database trails the counters by up to one
   * batch.
   */
  prime(codes: readonly CodePrime[]): Promise<void>;
  /**
   * Whether thresholds are exact across processes (`healthy`), or this process decides alone
   * because Redis is away (`degraded`) or is giving its deltas back (`reconciling`): for the
   * server list and the health check. In-process counters are always healthy.
   */
  mode(): CounterMode;
  close(): Promise<void>;
};

/** One code's live counts in this process. */
export type CodeState = {
  /** Visits served so far, by destination id. */
  served: Map<number, number>;
  /** Round-robin position. */
  cursor: number;
  last: number | null;
};

/**
 * Decides one visit from a code's counts held in this process, and moves them on: the
 * in-process counters always serve this way, Redis's counters while Redis is away.
 */
export function serveFromState(state: CodeState, code: CodeCounters, random: number): Served {
  const choice = chooseDestination({
    model: code.model,
    candidates: code.candidates,
    served: state.served,
    cursor: state.cursor,
    random,
  });
  if (!choice) throw new Error(`code ${code.codeId} has no destination`);
  const servedAfter = (state.served.get(choice.destinationId) ?? 0) + 1;
  state.served.set(choice.destinationId, servedAfter);
  state.cursor += 1;
  const previousDestinationId = state.last;
  state.last = choice.destinationId;
  return {
    destinationId: choice.destinationId,
    exhausted: choice.exhausted,
    servedAfter,
    previousDestinationId,
  };
}

export function createMemoryCounters(): Counters {
  // One entry per code, so a visit costs one lookup in a map as large as the platform, not six.
  const codes = new Map<number, CodeState>();
  const stateOf = (codeId: number): CodeState => {
    let state = codes.get(codeId);
    if (!state) {
      state = { served: new Map(), cursor: 0, last: null };
      codes.set(codeId, state);
    }
    return state;
  };
  return {
    serve: (code, random) => serveFromState(stateOf(code.codeId), code, random),
    async prime(primes) {
      for (const { codeId, served: counts, lastDestinationId } of primes) {
        const known = codes.get(codeId);
        if (known) {
          // Live counts stand; only destinations this process has not served yet take the database's.
          for (const [destinationId, count] of counts)
            if (!known.served.has(destinationId)) known.served.set(destinationId, count);
          continue;
        }
        codes.set(codeId, { served: new Map(counts), cursor: 0, last: lastDestinationId });
      }
    },
    mode: () => 'healthy',
    async close() {},
  };
}
