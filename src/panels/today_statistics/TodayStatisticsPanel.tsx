import { Section, SectionCard } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import type { PanelProps } from '../../core/panels/types';
import { CodeName } from '../../features/statistics/CodeName';
import { CodeStatsActions } from '../../features/statistics/CodeStatsActions';
import { CountsChart } from '../../features/statistics/CountsChart';
import { ALL_CODES, type Scope, scopeInput } from '../../features/statistics/code-scope';
import { ScopeFilter } from '../../features/statistics/filters';
import { type NumberColumn, NumberTable } from '../../features/statistics/NumberTable';
import { ShareBar } from '../../features/statistics/ShareBar';
import { EmptyNote } from '../../features/statistics/ShortList';
import { StatCard } from '../../features/statistics/StatCard';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { TotalsCards } from '../../features/statistics/TotalsCards';
import { useStatistics } from '../../features/statistics/use-statistics';
import { fillHours, zeroCounts } from '../../ui/charts/series';
import { HOUR_LABELS } from '../../ui/days';

type Today = CallOutput<'today_statistics/inquire'>;

/** SPEC §6: today's figures move while the operator watches; once a minute is enough. */
const REFRESH_SECONDS = 60;

function TodayCards({ data }: { data: Today | null }) {
  const intl = useIntl();
  return (
    <TotalsCards totals={data} today={{ yesterday: data?.yesterday_visits }}>
      <StatCard
        icon="history"
        tone="muted"
        label={<FormattedMessage id="statistics.yesterday_visits" />}
        value={data && intl.formatNumber(data.yesterday_visits)}
      />
    </TotalsCards>
  );
}

type TopCode = Today['top_codes'][number];

const TOP_CODE_COLUMNS: readonly NumberColumn<TopCode>[] = [
  { key: 'visits', titleKey: 'statistics.visits', value: (code) => code.visits },
  { key: 'unique_ips', titleKey: 'statistics.unique_ips', value: (code) => code.unique_ips },
];

function TopCodes({ data }: { data: Today | null }) {
  const intl = useIntl();
  if (data && data.top_codes.length === 0) {
    return <EmptyNote icon="inbox" messageKey="statistics.no_visits_today" />;
  }
  return (
    <NumberTable<TopCode>
      rows={data?.top_codes ?? null}
      caption={intl.formatMessage({ id: 'statistics.top_codes' })}
      labelTitleKey="statistics.code"
      label={(code) => (
        <CodeName code={code}>
          <ShareBar value={code.visits} total={data?.visits ?? 0} />
        </CodeName>
      )}
      rowKey={(code) => code.id}
      columns={TOP_CODE_COLUMNS}
      rowActions={(code) => <CodeStatsActions code={code} />}
    />
  );
}

function TodayBody({ data, loading }: { data: Today | null; loading: boolean }) {
  const intl = useIntl();
  const hours = useMemo(
    () => (data ? fillHours(data.hours, (hour) => ({ hour, ...zeroCounts() })) : null),
    [data],
  );
  const chartTitle = intl.formatMessage({ id: 'statistics.today_by_hour' });
  return (
    <>
      <TodayCards data={data} />
      <div className="lc-stats-columns">
        <Section
          compact
          icon="timeline-line-chart"
          title={chartTitle}
          rightElement={
            data ? <span className="lc-toolbar-note lc-stats-updated">{data.date}</span> : undefined
          }
        >
          <SectionCard>
            <CountsChart rows={hours} categories={HOUR_LABELS} label={chartTitle} loading={loading} />
          </SectionCard>
        </Section>
        <Section compact icon="crown" title={intl.formatMessage({ id: 'statistics.top_codes' })}>
          <SectionCard className="lc-stats-flush">
            <TopCodes data={data} />
          </SectionCard>
        </Section>
      </div>
    </>
  );
}

/** Today's statistics of all the caller's codes, or of one code or group, refreshed every minute. */
export default function TodayStatisticsPanel(_props: PanelProps) {
  const [scope, setScope] = useState<Scope>(ALL_CODES);
  const query = useStatistics('today_statistics/inquire', scopeInput(scope));
  return (
    <StatisticsFrame
      query={query}
      autoRefreshSeconds={REFRESH_SECONDS}
      filters={<ScopeFilter scope={scope} onChange={setScope} />}
    >
      {(data) => <TodayBody data={data} loading={query.busy} />}
    </StatisticsFrame>
  );
}
