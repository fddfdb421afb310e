import { useMemo } from 'react';
import type { FilterValues, Keyed, ListRow } from '../../ui/paged-list/paged-list-state';
import { usePagedList } from '../../ui/paged-list/use-paged-list';
import { pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import { SiteTime, useSiteZone } from '../../ui/SiteZone';
import { codeIpsFilters } from './filter-input';

type IpRow = Keyed<ListRow<'qr_code_list/get_ip'>>;

const COLUMNS: ColumnDef<IpRow>[] = [
  {
    key: 'ip',
    titleKey: 'access_records.column.ip',
    render: (row) => <span className="lc-visit-mono">{row.ip}</span>,
  },
  { key: 'visits', titleKey: 'access_records.column.ip_visits', width: 110, align: 'right' },
  {
    key: 'last_visit',
    titleKey: 'access_records.column.last_visit',
    width: 170,
    render: (row) => <SiteTime iso={row.last_visit} />,
  },
];

/**
 * The distinct visitor addresses of one code (`qr_code_list/get_ip`), busiest first, over the
 * records' time range — a week when none is chosen.
 */
export function CodeIps({ codeId, values }: { codeId: number; values: FilterValues }) {
  const zone = useSiteZone();
  const filters = useMemo(() => codeIpsFilters(codeId, values, zone), [codeId, values, zone]);
  const list = usePagedList('qr_code_list/get_ip', filters);
  return <ResourceTable columns={COLUMNS} {...pagedTableProps(list)} />;
}
