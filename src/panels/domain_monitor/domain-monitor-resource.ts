import { checkNowAction, monitorColumns, monitorFilters } from '../../features/domains/monitor-columns';
import type { ResourceDefinition } from '../../ui/resource/types';

/**
 * A customer's own verified domains under monitoring (SPEC §5), as a described, read-only
 * resource: each domain's status and why, its recent rounds, the certificate, and "check now" on
 * the picked domains or one row. A domain joins the list once its holder has verified it.
 */
export const domainMonitorResource: ResourceDefinition<'domain_monitor/inquire'> = {
  id: 'domain_monitor',
  inquire: 'domain_monitor/inquire',
  filters: monitorFilters,
  columns: monitorColumns(),
  batchActions: [checkNowAction('domain_monitor/check')],
  empty: { titleKey: 'monitor_ui.empty_title', descriptionKey: 'monitor_ui.empty_description' },
  rowLabel: (row) => row.unicode_host,
};
