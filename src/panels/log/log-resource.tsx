import { Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';
import { LogDetail } from './LogDetail';
import { loadTypeSuggestions, logTypeNamesAtom, typeLabel } from './log-types';

/** A row's type as a tag: its name, with the key in the tooltip for filtering by it. */
export function LogTypeTag({ type }: { type: string }) {
  const intl = useIntl();
  const names = useAtomValue(logTypeNamesAtom);
  const label = typeLabel(type, names, intl);
  return (
    <Tag minimal className="lc-log-type" title={type}>
      {label ?? type}
    </Tag>
  );
}

/** The operation log (SPEC §8) as a described, read-only resource with a detail drawer. */
export const logResource: ResourceDefinition<'log/inquire'> = {
  id: 'log',
  inquire: 'log/inquire',
  filters: [
    { kind: 'search', name: 'account', placeholderKey: 'log.filter_account' },
    { kind: 'search', name: 'type', placeholderKey: 'log.filter_type', suggestions: loadTypeSuggestions },
    { kind: 'search', name: 'keyword', placeholderKey: 'log.filter_keyword' },
    { kind: 'search', name: 'source_ip', placeholderKey: 'log.filter_source_ip' },
    { kind: 'daterange', startName: 'start_time', endName: 'end_time', labelKey: 'log.filter_time' },
  ],
  columns: [
    {
      key: 'created_at',
      titleKey: 'log.created_at',
      width: 150,
      sortValue: (row) => row.created_at,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
    { key: 'account', titleKey: 'log.account', width: 120, sortValue: (row) => row.account },
    {
      key: 'type',
      titleKey: 'log.type',
      width: 140,
      sortValue: (row) => row.type,
      render: (row) => <LogTypeTag type={row.type} />,
    },
    {
      key: 'path',
      titleKey: 'log.path',
      width: 200,
      sortValue: (row) => row.path,
      render: (row) => <code className="lc-log-path">{row.path}</code>,
    },
    {
      key: 'content',
      titleKey: 'log.content',
      render: (row) => (
        <span className="lc-cell-clip lc-log-content" title={row.content}>
          {row.content}
        </span>
      ),
    },
    { key: 'source_ip', titleKey: 'log.source_ip', width: 120, sortValue: (row) => row.source_ip },
    { key: 'server_ip', titleKey: 'log.server_ip', width: 110 },
  ],
  rowLabel: (row) => `${row.account} ${row.path}`,
  detail: {
    titleKey: 'log.detail_title',
    render: (row) => <LogDetail row={row} />,
  },
};
