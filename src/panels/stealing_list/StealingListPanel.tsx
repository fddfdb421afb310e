import '../../features/access-records/access-records.css';
import './stealing-list.css';
import { Button, ControlGroup, Tag, Tooltip } from '@blueprintjs/core';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCanOpen } from '../../core/panels/open-panel';
import { VisitCode } from '../../features/access-records/visit-columns';
import { openCheckoutIp } from '../../features/ip-lookup/open-checkout-ip';
import { RefreshButton } from '../../features/live/RefreshButton';
import { useSiteToday } from '../../features/statistics/use-site-today';
import { DateField } from '../../ui/DateField';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { usePagedList } from '../../ui/paged-list/use-paged-list';
import { pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import { SiteTime, ZoneTag } from '../../ui/SiteZone';
import {
  FINDING_KINDS,
  type Finding,
  type FindingKind,
  findingIp,
  KIND_LABELS,
  shiftDay,
  stealingFilters,
} from './stealing';

type Row = Finding & { id: number };

const KIND_ICONS = {
  frequent_ip: 'repeat',
  crawler: 'predictive-analysis',
  burst: 'flash',
  same_ua: 'duplicate',
} as const;

/** What a finding is about: an address, a user agent, or the minute of a burst. */
function subjectCell(row: Row): ReactNode {
  if (row.kind === 'burst')
    return (
      <span className="lc-visit-mono">
        <SiteTime iso={row.subject} />
      </span>
    );
  if (row.kind === 'frequent_ip') return <span className="lc-visit-mono">{row.subject}</span>;
  return (
    <span className="lc-visit-clip lc-visit-mono lc-stealing-ua" title={row.subject}>
      {row.subject}
    </span>
  );
}

const COLUMNS: ColumnDef<Row>[] = [
  {
    key: 'kind',
    titleKey: 'stealing_list.column.kind',
    width: 110,
    render: (row) => (
      <Tag minimal intent={row.kind === 'crawler' ? 'warning' : 'danger'} icon={KIND_ICONS[row.kind]}>
        <FormattedMessage id={KIND_LABELS[row.kind]} />
      </Tag>
    ),
  },
  { key: 'subject', titleKey: 'stealing_list.column.subject', render: subjectCell },
  {
    key: 'code',
    titleKey: 'stealing_list.column.code',
    width: 200,
    render: (row) => <VisitCode visit={row} />,
  },
  { key: 'owner_account', titleKey: 'stealing_list.column.owner', width: 110 },
  { key: 'visits', titleKey: 'stealing_list.column.visits', width: 80, align: 'right' },
  { key: 'addresses', titleKey: 'stealing_list.column.addresses', width: 80, align: 'right' },
  {
    key: 'period',
    titleKey: 'stealing_list.column.period',
    width: 110,
    render: (row) => (
      <>
        <SiteTime iso={row.first_time} clock /> – <SiteTime iso={row.last_time} clock />
      </>
    ),
  },
];

/**
 * Suspicious traffic of one day (SPEC §6): addresses that visit too often, crawler user agents,
 * bursts, and user agents many addresses share. An address can be looked up in `checkout_ip`.
 */
export default function StealingListPanel() {
  const intl = useIntl();
  // Findings are counted over a day of the site's zone, like every statistic.
  const today = useSiteToday();
  const [day, setDay] = useState(today);
  const [kind, setKind] = useState<FindingKind | null>(null);
  const filters = useMemo(() => stealingFilters(day, kind, today), [day, kind, today]);
  const list = usePagedList('stealing_list/inquire', filters);
  const canLookUp = useCanOpen('checkout_ip');

  const rowActions = (row: Row) => {
    const ip = findingIp(row);
    return ip ? (
      <Tooltip content={intl.formatMessage({ id: 'access_records.look_up_ip' })} placement="left">
        <Button
          variant="minimal"
          size="small"
          icon="geosearch"
          aria-label={intl.formatMessage({ id: 'access_records.look_up_ip_of' }, { ip })}
          onClick={() => openCheckoutIp(ip)}
        />
      </Tooltip>
    ) : null;
  };

  return (
    <div className="lc-resource lc-stealing">
      <div className="lc-resource-toolbar">
        <ControlGroup className="lc-stealing-day">
          <Button
            icon="chevron-left"
            aria-label={intl.formatMessage({ id: 'stealing_list.previous_day' })}
            onClick={() => setDay((current) => shiftDay(current, -1))}
          />
          <DateField
            className="lc-stealing-day-input"
            label={intl.formatMessage({ id: 'stealing_list.day' })}
            value={filters.date}
            max={today}
            onChange={(value) => value && setDay(value)}
          />
          <Button
            icon="chevron-right"
            disabled={filters.date >= today}
            aria-label={intl.formatMessage({ id: 'stealing_list.next_day' })}
            onClick={() => setDay((current) => shiftDay(current, 1))}
          />
        </ControlGroup>
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'stealing_list.kind_filter' })}
          value={kind ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setKind(FINDING_KINDS.find((known) => known === value) ?? null);
          }}
          options={[
            { value: '', label: intl.formatMessage({ id: 'stealing_list.kind_all' }) },
            ...FINDING_KINDS.map((value) => ({
              value,
              label: intl.formatMessage({ id: KIND_LABELS[value] }),
            })),
          ]}
        />
        <span className="lc-header-spacer" />
        <ZoneTag />
        <RefreshButton onRefresh={list.reload} />
      </div>
      <ResourceTable<Row>
        columns={COLUMNS}
        {...pagedTableProps(list)}
        rowActions={canLookUp ? rowActions : undefined}
      />
    </div>
  );
}
