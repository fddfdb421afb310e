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

/**
 * Chooses and counts the destination of each visit atomically, so thresholds are exact under
 * concurrency: in-process for one process, Redis (one Lua script per visit) for several.
 */
export type Counters = {
  serve(code: CodeCounters, random: number): Promise<Served>;
  /**
   * Seeds counts from the database when a code is loaded; counts that are already live are kept,
   * since the database trails the counters by up to one batch.
   */
  prime(codeId: number, served: ReadonlyMap<number, number>, lastDestinationId: number | null): Promise<void>;
  close(): Promise<void>;
};

export function createMemoryCounters(): Counters {
  const served = new Map<number, number>();
  const cursors = new Map<number, number>();
  const last = new Map<number, number | null>();
  return {
    async serve(code, random) {
      const choice = chooseDestination({
        model: code.model,
        candidates: code.candidates,
        served,
        cursor: cursors.get(code.codeId) ?? 0,
        random,
      });
      if (!choice) throw new Error(`code ${code.codeId} has no destination`);
      const servedAfter = (served.get(choice.destinationId) ?? 0) + 1;
      served.set(choice.destinationId, servedAfter);
      cursors.set(code.codeId, (cursors.get(code.codeId) ?? 0) + 1);
      const previousDestinationId = last.get(code.codeId) ?? null;
      last.set(code.codeId, choice.destinationId);
      return { ...choice, servedAfter, previousDestinationId };
    },
    async prime(codeId, counts, lastDestinationId) {
      for (const [destinationId, count] of counts)
        if (!served.has(destinationId)) served.set(destinationId, count);
      if (!last.has(codeId)) last.set(codeId, lastDestinationId);
    },
    async close() {},
  };
}
