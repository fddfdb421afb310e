import {
  CHECK_KIND_OPTIONS,
  CHECK_VERDICT_OPTIONS,
  CheckKindTag,
  HostCell,
  VerdictTag,
} from '../../features/domains/domain-cells';
import { formatTime } from '../../ui/format';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { ResourceDefinition } from '../../ui/resource/types';
import { DetectionDetail } from './DetectionDetail';

/**
 * Every check of every domain, newest first (SPEC §5), as a described, read-only resource: which
 * check, which checker, its verdict and reason, the answer as received and how long it took. The
 * raw answer is clipped in the table and shown whole in the row's drawer.
 */
export const detectionResource: ResourceDefinition<'wx_shield_detection/inquire'> = {
  id: 'wx_shield_detection',
  inquire: 'wx_shield_detection/inquire',
  filters: [
    { kind: 'search', name: 'keyword', placeholderKey: 'monitor_ui.search_host_owner' },
    { kind: 'select', name: 'check', labelKey: 'monitor_ui.any_check', options: CHECK_KIND_OPTIONS },
    { kind: 'select', name: 'verdict', labelKey: 'monitor_ui.any_verdict', options: CHECK_VERDICT_OPTIONS },
    { kind: 'daterange', startName: 'start_time', endName: 'end_time', labelKey: 'monitor_ui.checked_at' },
  ],
  columns: [
    {
      key: 'checked_at',
      titleKey: 'monitor_ui.checked_at',
      width: 150,
      sortValue: (row) => row.checked_at,
      render: (row, intl) => formatTime(intl, row.checked_at),
    },
    {
      key: 'host',
      titleKey: 'domain.host',
      width: 190,
      sortValue: (row) => row.host,
      render: (row, intl) => (
        <HostCell host={row.host} copyLabel={intl.formatMessage({ id: 'domain.copy_host' })} />
      ),
    },
    { key: 'owner_account', titleKey: 'domain.holder', width: 110, sortValue: (row) => row.owner_account },
    {
      key: 'check',
      titleKey: 'monitor_ui.check_kind',
      width: 110,
      sortValue: (row) => row.check,
      render: (row) => <CheckKindTag value={row.check} />,
    },
    {
      key: 'checker',
      titleKey: 'monitor_ui.checker',
      width: 120,
      render: (row, intl) => row.checker || intl.formatMessage({ id: 'monitor_ui.checker_platform' }),
    },
    {
      key: 'verdict',
      titleKey: 'monitor_ui.verdict',
      width: 100,
      sortValue: (row) => row.verdict,
      render: (row) => <VerdictTag value={row.verdict} />,
    },
    {
      key: 'reason',
      titleKey: 'monitor_ui.reason',
      width: 180,
      render: (row) => <ClippedText text={row.reason ?? ''} className="lc-monitor-reason" />,
    },
    {
      key: 'raw',
      titleKey: 'monitor_ui.raw',
      render: (row) => <ClippedText text={row.raw} className="lc-monitor-raw" />,
    },
    {
      key: 'latency_ms',
      titleKey: 'monitor_ui.latency',
      width: 80,
      align: 'right',
      sortValue: (row) => row.latency_ms,
      render: (row, intl) => intl.formatMessage({ id: 'monitor_ui.latency_ms' }, { ms: row.latency_ms }),
    },
  ],
  rowLabel: (row) => row.host,
  detail: {
    titleKey: 'monitor_ui.detail_title',
    render: (row) => <DetectionDetail row={row} />,
  },
};
