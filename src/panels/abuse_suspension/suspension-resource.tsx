import { FormattedMessage } from 'react-intl';
import { booleanFilter, yesNoOptions } from '../../features/access-records/filter-input';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';
import {
  SUSPENSION_FORM,
  SuspensionState,
  TARGET_LABELS,
  TARGET_OPTIONS,
  targetTypeFilter,
} from './suspension-fields';

/** Suspensions of users, codes and domains, newest first; suspending and lifting are forms. */
export const suspensionResource: ResourceDefinition<'abuse_suspension/inquire'> = {
  id: 'abuse_suspension',
  inquire: 'abuse_suspension/inquire',
  add: 'abuse_suspension/add',
  filters: [
    {
      kind: 'select',
      name: 'target_type',
      labelKey: 'abuse_suspension.target_type',
      options: TARGET_OPTIONS,
    },
    {
      kind: 'select',
      name: 'active',
      labelKey: 'abuse_suspension.status',
      options: yesNoOptions('abuse_suspension.active', 'abuse_suspension.ended'),
    },
  ],
  initialFilters: { active: 'yes' },
  filterInput: (values) => ({
    target_type: targetTypeFilter(values.target_type),
    active: booleanFilter(values.active),
  }),
  columns: [
    {
      key: 'target_type',
      titleKey: 'abuse_suspension.target_type',
      width: 90,
      render: (row) => <FormattedMessage id={TARGET_LABELS[row.target_type]} />,
    },
    {
      key: 'target_label',
      titleKey: 'abuse_suspension.target',
      render: (row) => row.target_label || `#${row.target_id}`,
    },
    { key: 'reason', titleKey: 'abuse_suspension.reason' },
    {
      key: 'expires_at',
      titleKey: 'abuse_suspension.expires_at',
      width: 160,
      render: (row, intl) =>
        row.expires_at
          ? formatTime(intl, row.expires_at)
          : intl.formatMessage({ id: 'abuse_suspension.until_lifted' }),
    },
    {
      key: 'active',
      titleKey: 'abuse_suspension.status',
      width: 90,
      render: (row) => <SuspensionState active={row.active} />,
    },
    {
      key: 'created_at',
      titleKey: 'abuse_suspension.created_at',
      width: 160,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
    {
      key: 'lifted_at',
      titleKey: 'abuse_suspension.lifted_at',
      width: 160,
      render: (row, intl) => formatTime(intl, row.lifted_at),
    },
  ],
  form: {
    addTitleKey: 'abuse_suspension.add_title',
    addButtonKey: 'abuse_suspension.add',
    defaults: { target_type: 1, target_name: '', reason: '', expires_at: null },
    fields: SUSPENSION_FORM,
  },
  rowForms: [
    {
      call: 'abuse_suspension/lift',
      icon: 'unlock',
      intent: 'success',
      labelKey: 'abuse_suspension.lift',
      available: (row) => row.lifted_at === null,
      titleKey: 'abuse_suspension.lift_title',
      submitKey: 'abuse_suspension.lift_submit',
      fields: [],
      initial: (row) => ({ id: row.id }),
      intro: () => <FormattedMessage id="abuse_suspension.lift_intro" />,
      savedMessage: (_result, _row, intl) => intl.formatMessage({ id: 'abuse_suspension.lifted' }),
    },
  ],
  empty: { titleKey: 'abuse_suspension.empty_title', descriptionKey: 'abuse_suspension.empty_description' },
  rowLabel: (row) => row.target_label || `#${row.target_id}`,
};
