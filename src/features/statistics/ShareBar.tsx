/** A thin bar under a row's name: how much of the whole (today's visits) the row holds. */
export function ShareBar({ value, total }: { value: number; total: number }) {
  const share = total > 0 ? Math.min(1, value / total) : 0;
  return (
    <span className="lc-stats-share" aria-hidden="true">
      <span style={{ width: `${(share * 100).toFixed(1)}%` }} />
    </span>
  );
}
