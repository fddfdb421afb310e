const DAY_MS = 86_400_000;

/**
 * Days left of a membership running until `until`. Started days count, so a membership ending
 * this evening still has 1 day left rather than 0.
 */
export function daysLeft(until: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / DAY_MS));
}
