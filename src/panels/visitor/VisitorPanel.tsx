import './visitor.css';
import { useMemo } from 'react';
import { useCanOpen } from '../../core/panels/open-panel';
import { yesNoOptions } from '../../features/access-records/filter-input';
import { visitColumns } from '../../features/access-records/visit-columns';
import { ACCESS_STATUS_OPTIONS, CARRIER_OPTIONS } from '../../features/access-records/visit-labels';
import { openCheckoutIp } from '../../features/ip-lookup/open-checkout-ip';
import { RefreshButton } from '../../features/live/RefreshButton';
import { shownZone } from '../../ui/format';
import type { FilterValues } from '../../ui/paged-list/paged-list-state';
import { useFilterValues } from '../../ui/paged-list/use-filter-values';
import { usePagedList } from '../../ui/paged-list/use-paged-list';
import { recentDays } from '../../ui/resource/date-range';
import { FilterBar } from '../../ui/resource/FilterBar';
import { pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { FilterDef } from '../../ui/resource/types';
import { useSiteZone, ZoneTag } from '../../ui/SiteZone';
import { ClearHistoryButton } from './ClearHistoryButton';
import { visitorFilters } from './visitor-filters';

const FILTERS: FilterDef[] = [
  {
    kind: 'daterange',
    startName: 'start_time',
    endName: 'end_time',
    labelKey: 'visitor.filter_time',
  },
  { kind: 'search', name: 'file_name', placeholderKey: 'visitor.filter_file_name' },
  { kind: 'search', name: 'account', placeholderKey: 'visitor.filter_account' },
  { kind: 'search', name: 'ip', placeholderKey: 'visitor.filter_ip' },
  { kind: 'select', name: 'carrier', labelKey: 'visitor.filter_carrier', options: CARRIER_OPTIONS },
  {
    kind: 'select',
    name: 'access_status',
    labelKey: 'visitor.filter_status',
    options: ACCESS_STATUS_OPTIONS,
  },
  {
    kind: 'select',
    name: 'in_wechat',
    labelKey: 'visitor.filter_wechat',
    options: yesNoOptions('visitor.wechat_yes', 'visitor.wechat_no'),
  },
  {
    kind: 'select',
    name: 'bot',
    labelKey: 'visitor.filter_bot',
    options: yesNoOptions('visitor.bot_yes', 'visitor.bot_no'),
  },
];

/** The explorer opens on today's visits. */
function todayValues(): FilterValues {
  const range = recentDays(1, shownZone());
  return { start_time: range.start, end_time: range.end };
}

/**
 * Every recorded visit of the platform (SPEC §6, administrators), newest first: narrowed by time,
 * code, owner, address, carrier, status, WeChat and crawler; an address opens its lookup.
 */
export default function VisitorPanel() {
  const [values, setValue] = useFilterValues(todayValues);
  const zone = useSiteZone();
  const filters = useMemo(() => visitorFilters(values, zone, new Date()), [values, zone]);
  const list = usePagedList('visitor/inquire', filters);
  const canLookUp = useCanOpen('checkout_ip');
  const columns = useMemo(
    () => visitColumns({ code: true, owner: true, onIp: canLookUp ? openCheckoutIp : undefined }),
    [canLookUp],
  );

  return (
    <div className="lc-resource lc-visitor">
      <div className="lc-resource-toolbar">
        <FilterBar filters={FILTERS} values={values} onChange={setValue} />
        <span className="lc-header-spacer" />
        <ZoneTag />
        <ClearHistoryButton onCleared={list.reload} />
        <RefreshButton onRefresh={list.reload} />
      </div>
      <ResourceTable
        columns={columns}
        {...pagedTableProps(list)}
        totalCapped={list.state.status === 'ready' && list.state.data.total_capped}
      />
    </div>
  );
}
