import { Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

/** Destination switches (SPEC §4): when a code moved from one destination to the next, and why. */
export const rotationResource: ResourceDefinition<'rotation/inquire'> = {
  id: 'rotation',
  inquire: 'rotation/inquire',
  columns: [
    {
      key: 'created_at',
      titleKey: 'rotation.created_at',
      width: 160,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
    {
      key: 'code_name',
      titleKey: 'rotation.code',
      width: 220,
      render: (row) => (
        <span className="lc-rotation-code">
          <span className="lc-codes-clip" title={row.code_name}>
            {row.code_name}
          </span>
          <span className="lc-codes-mono lc-codes-muted">{row.file_name}</span>
        </span>
      ),
    },
    {
      key: 'switch',
      titleKey: 'rotation.switch',
      render: (row) => (
        <span className="lc-rotation-switch">
          <span className="lc-codes-clip lc-codes-muted" title={row.from_destination ?? ''}>
            {row.from_destination ?? '—'}
          </span>
          <Icon icon="arrow-right" size={12} />
          <span className="lc-codes-clip" title={row.to_destination}>
            {row.to_destination}
          </span>
        </span>
      ),
    },
    {
      key: 'exhausted',
      titleKey: 'rotation.reason',
      width: 130,
      render: (row) =>
        row.exhausted ? (
          <Tag minimal intent="danger" icon="warning-sign">
            <FormattedMessage id="rotation.exhausted" />
          </Tag>
        ) : (
          <Tag minimal>
            <FormattedMessage id="rotation.next" />
          </Tag>
        ),
    },
  ],
  rowLabel: (row) => `${row.code_name} (${row.file_name})`,
};
