import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';
import { ReportDetail } from './ReportDetail';
import { categoryLabelKey, categoryOptions, SignalTags, StatusTag, statusOptions } from './report-cells';

/** The abuse report queue as a described resource; the detail drawer holds the report and its code. */
export const abuseReportResource: ResourceDefinition<'abuse_report/inquire'> = {
  id: 'abuse_report',
  inquire: 'abuse_report/inquire',
  filters: [
    { kind: 'select', name: 'status', labelKey: 'abuse_report.status', options: statusOptions },
    { kind: 'select', name: 'category', labelKey: 'abuse_report.category', options: categoryOptions },
    { kind: 'search', name: 'keyword', placeholderKey: 'abuse_report.search' },
  ],
  columns: [
    { key: 'id', titleKey: 'abuse_report.id', width: 70, sortValue: (row) => row.id },
    {
      key: 'code',
      titleKey: 'abuse_report.code',
      render: (row) => (
        <span>
          {row.code_name} <code>{row.file_name}</code>
        </span>
      ),
    },
    { key: 'owner_account', titleKey: 'abuse_report.owner', width: 130 },
    {
      key: 'category',
      titleKey: 'abuse_report.category',
      width: 120,
      render: (row) => (
        <Tag minimal>
          <FormattedMessage id={categoryLabelKey(row.category)} />
        </Tag>
      ),
    },
    {
      key: 'status',
      titleKey: 'abuse_report.status',
      width: 100,
      render: (row) => <StatusTag value={row.status} />,
    },
    {
      key: 'signals',
      titleKey: 'abuse_report.signals',
      render: (row) => <SignalTags signals={row.signals} />,
    },
    {
      key: 'created_at',
      titleKey: 'common.created_at',
      width: 160,
      sortValue: (row) => row.created_at,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
  ],
  rowLabel: (row) => `${row.code_name} (${row.file_name})`,
  detail: { titleKey: 'abuse_report.detail_title', render: (row) => <ReportDetail id={row.id} /> },
  rowForms: [
    {
      call: 'abuse_report/update',
      icon: 'edit',
      labelKey: 'abuse_report.handle',
      titleKey: 'abuse_report.handle_title',
      submitKey: 'action.save',
      fields: [
        {
          name: 'status',
          kind: 'select',
          labelKey: 'abuse_report.status',
          options: statusOptions,
          required: true,
        },
        { name: 'note', kind: 'textarea', labelKey: 'abuse_report.note', wide: true },
      ],
      initial: (row) => ({ id: row.id, status: row.status, note: row.admin_note }),
    },
  ],
  empty: { titleKey: 'abuse_report.empty_title', descriptionKey: 'abuse_report.empty_description' },
};
