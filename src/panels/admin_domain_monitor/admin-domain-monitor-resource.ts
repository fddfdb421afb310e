import {
  checkNowAction,
  monitorColumns,
  monitorFilters,
  monitorOwnerColumn,
} from '../../features/domains/monitor-columns';
import type { ResourceDefinition } from '../../ui/resource/types';

/**
 * Every verified domain's monitoring (SPEC §5), for administrators: the customer's columns with
 * the holder, filterable by status, host and holder, with "check now" on any of them.
 */
export const adminDomainMonitorResource: ResourceDefinition<'admin_domain_monitor/inquire'> = {
  id: 'admin_domain_monitor',
  inquire: 'admin_domain_monitor/inquire',
  filters: [
    ...monitorFilters,
    { kind: 'search', name: 'owner_account', placeholderKey: 'monitor_ui.search_owner' },
  ],
  columns: monitorColumns([monitorOwnerColumn]),
  batchActions: [checkNowAction('admin_domain_monitor/check')],
  empty: { titleKey: 'monitor_ui.empty_title', descriptionKey: 'monitor_ui.admin_empty_description' },
  rowLabel: (row) => row.unicode_host,
};
