import type { MessageKey } from '../../i18n/catalogues';
import type { Metric } from '../../ui/charts/chart-theme';
import type { CountsRow } from '../../ui/charts/series';
import type { NumberColumn } from './NumberTable';

/** The name of each count, the same in cards, legends and table headers. */
export const METRIC_LABEL_KEYS: Readonly<Record<Metric, MessageKey>> = {
  visits: 'statistics.visits',
  unique_ips: 'statistics.unique_ips',
  refused: 'statistics.refused',
  bots: 'statistics.bots',
};

/** What a trend chart draws by default: the two counts an operator watches. */
export const TREND_METRICS: readonly Metric[] = ['visits', 'unique_ips'];

/** Table columns of the four counts, for day and hour tables alike. */
export const COUNT_COLUMNS: readonly NumberColumn<CountsRow>[] = (
  ['visits', 'unique_ips', 'refused', 'bots'] as const
).map((metric) => ({ key: metric, titleKey: METRIC_LABEL_KEYS[metric], value: (row) => row[metric] }));
