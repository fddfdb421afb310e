const DAY_MS = 86_400_000;

/** `2026-11-22` + 1 → `2026-11-23`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from start to end, both included. */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Rows keyed by day, with a zero row for each day that has none. */
export function fillDays<Row>(
  start: string,
  end: string,
  rows: Map<string, Row>,
  zero: () => Row,
): (Row & { date: string })[] {
  return eachDay(start, end).map((date) => ({ ...(rows.get(date) ?? zero()), date }));
}
