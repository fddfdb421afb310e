import {
  DOMAIN_TYPE_OPTIONS,
  DomainTypeTag,
  domainStateColumns,
  HostCell,
  LinkTemplates,
} from '../../features/domains/domain-cells';
import type { ResourceDefinition } from '../../ui/resource/types';

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
    ...domainStateColumns,
  ],
  rowLabel: (row) => row.host,
};
