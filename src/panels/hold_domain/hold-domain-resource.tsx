import { DomainType } from '../../../contract/enums';
import {
  DOMAIN_TYPE_OPTIONS,
  DomainTypeTag,
  domainStateColumns,
  HostCell,
} from '../../features/domains/domain-cells';
import type { ResourceDefinition } from '../../ui/resource/types';

/**
 * The platform's domain pool (SPEC §5) as a described resource: administrators assign entry and
 * short domains to customers and take them back. There is no edit: a domain changes hands by being
 * taken back and assigned again, which the server refuses while codes still use it.
 */
export const holdDomainResource: ResourceDefinition<'hold_domain/inquire'> = {
  id: 'hold_domain',
  inquire: 'hold_domain/inquire',
  add: 'hold_domain/add',
  remove: 'hold_domain/remove',
  filters: [
    { kind: 'search', name: 'keyword', placeholderKey: 'domain.search' },
    { kind: 'select', name: 'type', labelKey: 'domain.any_type', options: DOMAIN_TYPE_OPTIONS },
  ],
  columns: [
    {
      key: 'host',
      titleKey: 'domain.host',
      width: 240,
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
      key: 'owner_account',
      titleKey: 'domain.holder',
      sortValue: (row) => row.owner_account,
    },
    ...domainStateColumns,
  ],
  form: {
    addTitleKey: 'hold_domain.add_title',
    addButtonKey: 'hold_domain.add',
    defaults: { host: '', type: DomainType.entry, owner_account: '' },
    fields: [
      {
        name: 'host',
        kind: 'text',
        labelKey: 'domain.host',
        required: true,
        placeholderKey: 'hold_domain.host_placeholder',
        helperKey: 'hold_domain.host_help',
      },
      {
        name: 'owner_account',
        kind: 'text',
        labelKey: 'hold_domain.owner_account',
        required: true,
        placeholderKey: 'hold_domain.owner_placeholder',
        helperKey: 'hold_domain.owner_help',
      },
      {
        name: 'type',
        kind: 'segmented',
        labelKey: 'domain.type',
        wide: true,
        // Only entry and short domains carry codes; landing page domains are not handed out here.
        options: DOMAIN_TYPE_OPTIONS.filter((option) => option.value !== DomainType.landing_page),
        helperKey: 'hold_domain.type_help',
      },
    ],
  },
  rowLabel: (row) => row.host,
  // The server's own reason, shown before the reader tries; it still refuses if codes moved in since.
  blocked: { remove: (row) => (row.code_count > 0 ? 'domain.in_use' : null) },
};
