import { RotationModel } from '../../contract/enums';

/** A destination as rotation sees it: its limit and whether it may serve now. */
export type Candidate = {
  id: number;
  /** Visits it serves in all; 0 means no limit. */
  threshold: number;
  weight: number;
  /** Enabled and not past its expiry. */
  available: boolean;
  fallback: boolean;
};

export type RotationInput = {
  model: number;
  /** In the owner's order. */
  candidates: Candidate[];
  /** Visits each destination has served so far, by id. */
  served: ReadonlyMap<number, number>;
  /** The round-robin cursor: visits served by this code under round-robin so far. */
  cursor: number;
  /** A number in [0, 1) for the random model. */
  random: number;
};

export type Choice = {
  destinationId: number;
  /** Every limited destination is used up: the fallback serves (and the owner is told once). */
  exhausted: boolean;
};

const hasRoom = (candidate: Candidate, served: ReadonlyMap<number, number>) =>
  candidate.available && (candidate.threshold === 0 || (served.get(candidate.id) ?? 0) < candidate.threshold);

/**
 * The destination of the next visit (SPEC §4). Sequential serves the first destination with room
 * left; random picks by weight among those with room; round-robin takes the next one with room.
 * When none has room the fallback serves: the one marked fallback, else the last available, else
 * the last — a printed code never goes dead. Answers null only for a code without destinations.
 *
 * Runs once per visit, so it walks the candidates in place rather than building a list of those
 * with room; the order of the walk (and so every floating-point step of the random pick) is the
 * owner's order, as it would be over such a list.
 */
export function chooseDestination(input: RotationInput): Choice | null {
  const { candidates, served } = input;
  if (candidates.length === 0) return null;
  let open = 0;
  let totalWeight = 0;
  let first: Candidate | null = null;
  for (const candidate of candidates) {
    if (!hasRoom(candidate, served)) continue;
    open += 1;
    totalWeight += candidate.weight;
    first ??= candidate;
  }
  if (first === null) return { destinationId: fallbackOf(candidates).id, exhausted: true };
  switch (input.model) {
    case RotationModel.random:
      return { destinationId: byWeight(candidates, served, totalWeight, input.random).id, exhausted: false };
    case RotationModel.round_robin:
      return { destinationId: nthOpen(candidates, served, input.cursor % open).id, exhausted: false };
    default:
      return { destinationId: first.id, exhausted: false };
  }
}

/** The destination with room that a random point in [0, total weight) falls on. */
function byWeight(
  candidates: Candidate[],
  served: ReadonlyMap<number, number>,
  totalWeight: number,
  random: number,
): Candidate {
  let point = random * totalWeight;
  let last: Candidate | null = null;
  for (const candidate of candidates) {
    if (!hasRoom(candidate, served)) continue;
    point -= candidate.weight;
    if (point < 0) return candidate;
    last = candidate;
  }
  return last as Candidate;
}

/** The destination with room at a position among those with room (0-based). */
function nthOpen(candidates: Candidate[], served: ReadonlyMap<number, number>, position: number): Candidate {
  let seen = 0;
  let last: Candidate | null = null;
  for (const candidate of candidates) {
    if (!hasRoom(candidate, served)) continue;
    if (seen === position) return candidate;
    seen += 1;
    last = candidate;
  }
  return last as Candidate;
}

export function fallbackOf(candidates: Candidate[]): Candidate {
  const marked = candidates.find((candidate) => candidate.fallback && candidate.available);
  if (marked) return marked;
  for (let index = candidates.length - 1; index >= 0; index--) {
    const candidate = candidates[index] as Candidate;
    if (candidate.available) return candidate;
  }
  return candidates[candidates.length - 1] as Candidate;
}

/**
 * Whether this visit took a limited destination to its warning line (warn the owner once): 80% of
 * its threshold rounded down, and never later than the visit before the last, so the warning comes
 * while at least one visit is left. A threshold of 1 leaves no room for one.
 */
export function crossedWarningLine(threshold: number, servedAfter: number): boolean {
  const line = Math.min(Math.floor(threshold * 0.8), threshold - 1);
  return line >= 1 && servedAfter === line;
}
