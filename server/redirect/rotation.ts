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
 */
export function chooseDestination(input: RotationInput): Choice | null {
  const { candidates, served } = input;
  if (candidates.length === 0) return null;
  const open = candidates.filter((candidate) => hasRoom(candidate, served));
  if (open.length === 0) return { destinationId: fallbackOf(candidates).id, exhausted: true };
  switch (input.model) {
    case RotationModel.random:
      return { destinationId: byWeight(open, input.random).id, exhausted: false };
    case RotationModel.round_robin:
      return { destinationId: (open[input.cursor % open.length] as Candidate).id, exhausted: false };
    default:
      return { destinationId: (open[0] as Candidate).id, exhausted: false };
  }
}

function byWeight(open: Candidate[], random: number): Candidate {
  const total = open.reduce((sum, candidate) => sum + candidate.weight, 0);
  let point = random * total;
  for (const candidate of open) {
    point -= candidate.weight;
    if (point < 0) return candidate;
  }
  return open[open.length - 1] as Candidate;
}

export function fallbackOf(candidates: Candidate[]): Candidate {
  return (
    candidates.find((candidate) => candidate.fallback && candidate.available) ??
    [...candidates].reverse().find((candidate) => candidate.available) ??
    (candidates[candidates.length - 1] as Candidate)
  );
}

/** Whether this visit took a limited destination across 80% of its threshold (warn the owner once). */
export function crossedWarningLine(threshold: number, servedAfter: number): boolean {
  return threshold > 0 && servedAfter === Math.ceil(threshold * 0.8);
}
