import { ScreeningState } from '../../../contract/enums';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';
import { ScreeningHistory, VerdictTag } from './screening-cells';

const limit = { max: 100, messageKey: 'abuse_screening.too_many' } as const;

/** Live destinations the screening paused or could not check; re-screen them or release them. */
export const screeningResource: ResourceDefinition<'abuse_screening/inquire'> = {
  id: 'abuse_screening',
  inquire: 'abuse_screening/inquire',
  filters: [
    {
      kind: 'select',
      name: 'state',
      labelKey: 'abuse_screening.state',
      options: [
        { value: ScreeningState.paused, labelKey: 'enum.ScreeningState.paused' },
        { value: ScreeningState.unchecked, labelKey: 'enum.ScreeningState.unchecked' },
      ],
    },
    { kind: 'search', name: 'keyword', placeholderKey: 'abuse_screening.search' },
  ],
  columns: [
    {
      key: 'code',
      titleKey: 'abuse_screening.code',
      width: 160,
      render: (row) => `${row.code_name} (${row.file_name})`,
    },
    { key: 'owner_account', titleKey: 'abuse_screening.owner', width: 120 },
    { key: 'url', titleKey: 'abuse_screening.url' },
    {
      key: 'verdict',
      titleKey: 'abuse_screening.verdict',
      width: 100,
      render: (row) => <VerdictTag value={row.verdict} />,
    },
    { key: 'source', titleKey: 'abuse_screening.source', width: 110 },
    { key: 'reason', titleKey: 'abuse_screening.reason', render: (row) => row.reason || '—' },
    {
      key: 'screened_at',
      titleKey: 'abuse_screening.checked_at',
      width: 160,
      render: (row, intl) => (row.screened_at ? formatTime(intl, row.screened_at) : '—'),
    },
    {
      key: 'paused_at',
      titleKey: 'abuse_screening.paused_at',
      width: 160,
      render: (row, intl) => (row.paused_at ? formatTime(intl, row.paused_at) : '—'),
    },
  ],
  rowLabel: (row) => row.url,
  detail: { titleKey: 'abuse_screening.history', render: (row) => <ScreeningHistory id={row.id} /> },
  batchActions: [
    {
      call: 'abuse_screening/rescreen',
      icon: 'refresh',
      labelKey: 'abuse_screening.rescreen_selected',
      rowLabelKey: 'abuse_screening.rescreen_one',
      limit,
    },
    {
      call: 'abuse_screening/release',
      icon: 'play',
      intent: 'success',
      labelKey: 'abuse_screening.release_selected',
      limit,
      confirm: { messageKey: 'abuse_screening.release_confirm', confirmKey: 'abuse_screening.release' },
    },
  ],
  rowForms: [
    {
      call: 'abuse_screening/release',
      icon: 'play',
      intent: 'success',
      labelKey: 'abuse_screening.release_one',
      available: (row) => row.paused_at !== null,
      titleKey: 'abuse_screening.release_title',
      submitKey: 'abuse_screening.release',
      initial: (row) => ({ ids: [row.id], allow_host: false }),
      intro: (row, intl) => intl.formatMessage({ id: 'abuse_screening.release_intro' }, { url: row.url }),
      fields: [
        {
          name: 'allow_host',
          kind: 'switch',
          labelKey: 'abuse_screening.allow_host',
          helperKey: 'abuse_screening.allow_host_help',
        },
      ],
    },
  ],
  empty: { titleKey: 'abuse_screening.empty_title', descriptionKey: 'abuse_screening.empty_description' },
};
