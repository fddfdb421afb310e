import type { IntlShape } from 'react-intl';
import { FACET_NAMES, type FacetName } from '../../../contract/areas/statistics';
import { carrierKey } from '../../features/access-records/visit-labels';
import type { MessageKey } from '../../i18n/catalogues';
import type { ShareRow } from '../../ui/charts/pie-options';

type FacetChart = { name: FacetName; titleKey: MessageKey; mode: 'pie' | 'ranking' };

/** How each dimension is drawn: a few values make a pie, many a ranking of bars. */
const FACET_LOOK: Readonly<Record<FacetName, Omit<FacetChart, 'name'>>> = {
  carrier: { titleKey: 'statistics.facet_carrier', mode: 'pie' },
  os: { titleKey: 'statistics.facet_os', mode: 'pie' },
  browser: { titleKey: 'statistics.facet_browser', mode: 'pie' },
  province: { titleKey: 'statistics.facet_province', mode: 'ranking' },
  model: { titleKey: 'statistics.facet_model', mode: 'ranking' },
  country: { titleKey: 'statistics.facet_country', mode: 'ranking' },
};

/** Every dimension of the contract, pies first so the grid's rows hold charts of one height. */
export const FACET_CHARTS: readonly FacetChart[] = [
  ...FACET_NAMES.filter((name) => FACET_LOOK[name].mode === 'pie'),
  ...FACET_NAMES.filter((name) => FACET_LOOK[name].mode === 'ranking'),
].map((name) => ({ name, ...FACET_LOOK[name] }));

/**
 * The shown name of a facet value. Carriers travel as their enumeration number; a value the
 * visitor's address or user agent did not reveal is empty and shows as "unknown".
 */
export function facetValueLabel(intl: IntlShape, facet: FacetName, value: string): string {
  if (value.trim() === '') return intl.formatMessage({ id: 'statistics.unknown' });
  if (facet === 'carrier') return intl.formatMessage({ id: carrierKey(Number(value)) });
  return value;
}

/** The rows of one dimension as chart rows; unknown values of different spellings add up to one. */
export function facetShares(
  intl: IntlShape,
  facet: FacetName,
  rows: readonly { value: string; visits: number }[],
): ShareRow[] {
  const byName = new Map<string, number>();
  for (const row of rows) {
    const name = facetValueLabel(intl, facet, row.value);
    byName.set(name, (byName.get(name) ?? 0) + row.visits);
  }
  return [...byName].map(([name, value]) => ({ name, value }));
}
