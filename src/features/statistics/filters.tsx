import '../../ui/resource/resource.css';
import { Button, ControlGroup, SegmentedControl, Tag } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import type { TrendKind } from '../../ui/charts/line-options';
import { DateField } from '../../ui/DateField';
import { addDays, type DayRange, isoToRange, rangeProblem, rangeToIso } from '../../ui/days';
import { FilterBar } from '../../ui/resource/FilterBar';
import { useSiteZone } from '../../ui/SiteZone';
import { CodePicker } from '../codes/CodePicker';
import { GroupSelect } from '../codes/GroupSelect';
import { useCodeGroups } from '../codes/use-code-groups';
import type { Scope } from './code-scope';
import type { useDayRange } from './use-day-range';
import { useSiteToday } from './use-site-today';

/** The calendar and its date library load only with the first panel that filters by range. */
const DateRangeFilter = lazy(() => import('../../ui/resource/DateRangeFilter'));

type RangeFieldProps = {
  range: DayRange;
  /** What clearing the field comes back to (the panel's default, e.g. the last 7 days). */
  defaultRange: DayRange;
  onChange(range: DayRange): void;
};

/**
 * A range of statistics days. The calendar reports one end at a time; the range is passed on only
 * once both ends are there and the server would accept it (the contract's order and length rules).
 */
export function RangeField({ range, defaultRange, onChange }: RangeFieldProps) {
  const intl = useIntl();
  const zone = useSiteZone();
  const [draft, setDraft] = useState<{ start?: string; end?: string }>(() => rangeToIso(range, zone));
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const rangeKey = `${range.start_date}/${range.end_date}`;

  // A range set from outside (a reset) shows in the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the range
  useEffect(() => setDraft(rangeToIso(range, zone)), [rangeKey, zone]);

  const change = (start: string | undefined, end: string | undefined) => {
    const next = start === undefined && end === undefined ? defaultRange : isoToRange(start, end, zone);
    setDraft(next ? rangeToIso(next, zone) : { start, end });
    const refusal = next && rangeProblem(next);
    setProblem(refusal ?? null);
    if (next && !refusal) onChange(next);
  };

  return (
    <>
      <Suspense fallback={<span className="lc-filter-daterange-placeholder" />}>
        <DateRangeFilter
          start={draft.start}
          end={draft.end}
          label={intl.formatMessage({ id: 'statistics.range' })}
          onChange={change}
        />
      </Suspense>
      {problem && (
        <Tag minimal intent="danger" icon="error" role="alert">
          <FormattedMessage id={problem} />
        </Tag>
      )}
    </>
  );
}

type DayFieldProps = { day: string; onChange(day: string): void };

/** One statistics day, with the day before and after one key press away. */
export function DayField({ day, onChange }: DayFieldProps) {
  const intl = useIntl();
  const last = useSiteToday();
  return (
    <ControlGroup className="lc-stats-day">
      <Button
        icon="chevron-left"
        aria-label={intl.formatMessage({ id: 'statistics.previous_day' })}
        onClick={() => onChange(addDays(day, -1))}
      />
      <DateField
        className="lc-stats-day-input"
        value={day}
        max={last}
        label={intl.formatMessage({ id: 'statistics.day' })}
        // A cleared date is not a day; the field keeps the last one.
        onChange={(value) => value && onChange(value)}
      />
      <Button
        icon="chevron-right"
        aria-label={intl.formatMessage({ id: 'statistics.next_day' })}
        disabled={day >= last}
        onClick={() => onChange(addDays(day, 1))}
      />
      <Button disabled={day === last} onClick={() => onChange(last)}>
        <FormattedMessage id="date_range.today" />
      </Button>
    </ControlGroup>
  );
}

type ScopeFilterProps = { scope: Scope; onChange(scope: Scope): void };

/** Narrows a statistic to one code or one group of codes. */
export function ScopeFilter({ scope, onChange }: ScopeFilterProps) {
  const intl = useIntl();
  const { groups } = useCodeGroups();
  return (
    <>
      <CodePicker
        className="lc-stats-code-picker"
        selected={scope.code}
        onSelect={(code) => onChange({ ...scope, code })}
        placeholder={intl.formatMessage({ id: 'statistics.all_codes' })}
      />
      <GroupSelect
        groups={groups}
        groupId={scope.groupId}
        onChange={(groupId) => onChange({ ...scope, groupId })}
        label={intl.formatMessage({ id: 'statistics.group' })}
      />
    </>
  );
}

type KeywordFilterProps = {
  value: string | undefined;
  placeholderKey: MessageKey;
  onChange(keyword: string | undefined): void;
};

/** A search box that asks once the reader pauses typing (the resource lists' own search filter). */
export function KeywordFilter({ value, placeholderKey, onChange }: KeywordFilterProps) {
  return (
    <FilterBar
      filters={[{ kind: 'search', name: 'keyword', placeholderKey }]}
      values={{ keyword: value }}
      onChange={(_name, next) => onChange(next === undefined ? undefined : String(next))}
    />
  );
}

type RangeAndScopeProps = {
  days: ReturnType<typeof useDayRange>;
  scope: Scope;
  onScope(scope: Scope): void;
};

/** The filters of a range panel: the days, then the code or group. */
export function RangeAndScope({ days, scope, onScope }: RangeAndScopeProps) {
  return (
    <>
      <RangeField range={days.range} defaultRange={days.initial} onChange={days.setRange} />
      <ScopeFilter scope={scope} onChange={onScope} />
    </>
  );
}

type ChartKindToggleProps = { kind: TrendKind; onChange(kind: TrendKind): void };

/** Lines for the shape of a trend, bars for comparing single days. */
export function ChartKindToggle({ kind, onChange }: ChartKindToggleProps) {
  const intl = useIntl();
  return (
    <SegmentedControl
      size="small"
      inline
      aria-label={intl.formatMessage({ id: 'statistics.chart_kind' })}
      value={kind}
      onValueChange={(value) => onChange(value === 'bar' ? 'bar' : 'line')}
      options={[
        {
          value: 'line',
          icon: 'timeline-line-chart',
          label: intl.formatMessage({ id: 'statistics.chart_line' }),
        },
        {
          value: 'bar',
          icon: 'timeline-bar-chart',
          label: intl.formatMessage({ id: 'statistics.chart_bar' }),
        },
      ]}
    />
  );
}
