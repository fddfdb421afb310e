import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';
import {
  CodeCount,
  DOMAIN_TYPE_OPTIONS,
  DomainTypeTag,
  HostCell,
  LinkTemplates,
  MonitorTag,
  VerificationTag,
} from './domain-cells';

/**
 * A customer's own domains (SPEC §5) as a read-only described resource: administrators assign
 * them from the pool, so there is nothing to add or delete here. Each row shows how codes on the
 * domain are reached.
 */
export const domainListResource: ResourceDefinition<'domain_list/inquire'> = {
  id: 'domain_list',
  inquire: 'domain_list/inquire',
  filters: [{ kind: 'select', name: 'type', labelKey: 'domain.any_type', options: DOMAIN_TYPE_OPTIONS }],
  columns: [
    {
      key: 'host',
      titleKey: 'domain.host',
      width: 230,
      sortValue: (row) => row.host,
      render: (row, intl) => (
        <HostCell host={row.host} copyLabel={intl.formatMessage({ id: 'domain.copy_host' })} />
      ),
    },
    {
      key: 'type',
      titleKey: 'domain.type',
      width: 120,
      sortValue: (row) => row.type,
      render: (row) => <DomainTypeTag type={row.type} />,
    },
    {
      key: 'links',
      titleKey: 'domain.code_links',
      render: (row) => <LinkTemplates host={row.host} type={row.type} />,
    },
    {
      key: 'verification',
      titleKey: 'domain.verification',
      width: 90,
      render: (row) => <VerificationTag value={row.verification} />,
    },
    {
      key: 'monitor_status',
      titleKey: 'domain.monitor_status',
      width: 100,
      render: (row) => <MonitorTag value={row.monitor_status} />,
    },
    {
      key: 'code_count',
      titleKey: 'domain.code_count',
      width: 80,
      align: 'right',
      sortValue: (row) => row.code_count,
      render: (row, intl) => <CodeCount count={row.code_count} intl={intl} />,
    },
    {
      key: 'updated_at',
      titleKey: 'common.updated_at',
      width: 160,
      sortValue: (row) => row.updated_at,
      render: (row, intl) => formatTime(intl, row.updated_at),
    },
  ],
  rowLabel: (row) => row.host,
};
