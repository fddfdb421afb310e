import { Section, SectionCard } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { ALL_CODES, type Scope, scopeInput } from '../../features/statistics/code-scope';
import { RangeAndScope } from '../../features/statistics/filters';
import { ShareChart } from '../../features/statistics/ShareChart';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { useDayRange } from '../../features/statistics/use-day-range';
import { useStatistics } from '../../features/statistics/use-statistics';
import { FACET_CHARTS, facetShares } from './facet-labels';

type Facets = CallOutput<'historical_statistics/facets'>;

const DEFAULT_DAYS = 30;

function FacetGrid({ data, loading }: { data: Facets | null; loading: boolean }) {
  const intl = useIntl();
  const shares = useMemo(
    () => FACET_CHARTS.map((chart) => (data ? facetShares(intl, chart.name, data[chart.name]) : null)),
    [data, intl],
  );
  return (
    <div className="lc-stats-columns lc-stats-columns-even">
      {FACET_CHARTS.map((chart, index) => {
        const title = intl.formatMessage({ id: chart.titleKey });
        return (
          <Section key={chart.name} compact title={title}>
            <SectionCard>
              <ShareChart
                rows={shares[index] ?? null}
                mode={chart.mode}
                label={title}
                loading={loading}
                height={260}
                compact
              />
            </SectionCard>
          </Section>
        );
      })}
    </div>
  );
}

/** Where visits came from and on what, over a range: carriers, systems, browsers, places, models. */
export function VisitFacets() {
  const [scope, setScope] = useState<Scope>(ALL_CODES);
  const days = useDayRange(DEFAULT_DAYS);
  const query = useStatistics('historical_statistics/facets', { ...scopeInput(scope), ...days.range });
  return (
    <StatisticsFrame query={query} filters={<RangeAndScope days={days} scope={scope} onScope={setScope} />}>
      {(data) => <FacetGrid data={data} loading={query.busy} />}
    </StatisticsFrame>
  );
}
