import { type Candidate, chooseDestination } from '../redirect/rotation';

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
  close(): Promise<void>;
};

export function createMemoryCounters(): Counters {
  const served = new Map<number, number>();
  const cursors = new Map<number, number>();
  const last = new Map<number, number | null>();
  return {
    serve(code, random) {
      const cursor = cursors.get(code.codeId) ?? 0;
      const choice = chooseDestination({
        model: code.model,
        candidates: code.candidates,
        served,
        cursor,
        random,
      });
      if (!choice) throw new Error(`code ${code.codeId} has no destination`);
      const servedAfter = (served.get(choice.destinationId) ?? 0) + 1;
      served.set(choice.destinationId, servedAfter);
      cursors.set(code.codeId, cursor + 1);
      const previousDestinationId = last.get(code.codeId) ?? null;
      last.set(code.codeId, choice.destinationId);
      return {
        destinationId: choice.destinationId,
        exhausted: choice.exhausted,
        servedAfter,
        previousDestinationId,
      };
    },
    async prime(codes) {
      for (const { codeId, served: counts, lastDestinationId } of codes) {
        for (const [destinationId, count] of counts)
          if (!served.has(destinationId)) served.set(destinationId, count);
        if (!last.has(codeId)) last.set(codeId, lastDestinationId);
      }
    },
    async close() {},
  };
}
