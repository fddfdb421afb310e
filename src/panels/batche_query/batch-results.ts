/** What the results of a batch query show: every row, the codes found, or the suffixes missing. */
export type BatchShow = 'all' | 'found' | 'missing';

type BatchRow = { found: boolean; view_number: number };

/**
 * The answered rows split into found and missing, those the reader chose to see, each row's place
 * in the pasted order (kept while a part is shown), and the visits of the codes found.
 */
export function batchResults<Row extends BatchRow>(rows: readonly Row[], show: BatchShow) {
  const found = rows.filter((row) => row.found);
  const missing = rows.filter((row) => !row.found);
  return {
    found,
    missing,
    shown: show === 'found' ? found : show === 'missing' ? missing : rows,
    order: new Map(rows.map((row, index) => [row, index + 1])),
    totalVisits: found.reduce((sum, row) => sum + row.view_number, 0),
  };
}
