import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';
import { rangeInfo } from './ip-range';

/** "Single address", or the range with its size: a /8 blocks far more than it looks. */
function RangeScope({ cidr }: { cidr: string }) {
  const info = rangeInfo(cidr);
  if (info.prefix === null) {
    return (
      <Tag minimal>
        <FormattedMessage id="ip_black.single" values={{ family: info.family }} />
      </Tag>
    );
  }
  return (
    <Tag minimal intent={info.addresses === null || info.addresses > 65_536 ? 'warning' : 'none'}>
      {info.addresses === null ? (
        <FormattedMessage id="ip_black.range_v6" values={{ prefix: info.prefix }} />
      ) : (
        <FormattedMessage id="ip_black.range_v4" values={{ prefix: info.prefix, count: info.addresses }} />
      )}
    </Tag>
  );
}

/** The modules with the calls of an IP blacklist (contract `ipRangeCalls`). */
export type IpRangeModule = 'ip_black' | 'server_ip_black';

/**
 * An IP blacklist as a described resource: an address or CIDR range and a remark. The console's
 * (`ip_black`, SPEC §8) and the redirect service's visitor blacklist (`server_ip_black`, SPEC §5)
 * have the same calls under their own module, so one definition serves both.
 */
export function ipRangeResource<M extends IpRangeModule>(module: M): ResourceDefinition<`${M}/inquire`> {
  return {
    id: module,
    inquire: `${module}/inquire`,
    add: `${module}/add`,
    update: `${module}/update`,
    remove: `${module}/remove`,
    filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'ip_black.search' }],
    columns: [
      {
        key: 'cidr',
        titleKey: 'ip_black.cidr',
        width: 260,
        sortValue: (row) => row.cidr,
        render: (row) => <code className="lc-code-cell">{row.cidr}</code>,
      },
      {
        key: 'scope',
        titleKey: 'ip_black.scope',
        width: 170,
        sortValue: (row) => rangeInfo(row.cidr).addresses ?? Number.MAX_SAFE_INTEGER,
        render: (row) => <RangeScope cidr={row.cidr} />,
      },
      {
        key: 'remark',
        titleKey: 'ip_black.remark',
        render: (row) =>
          row.remark ? (
            <span className="lc-cell-clip" title={row.remark}>
              {row.remark}
            </span>
          ) : (
            '—'
          ),
      },
      {
        key: 'updated_at',
        titleKey: 'common.updated_at',
        width: 160,
        sortValue: (row) => row.updated_at,
        render: (row, intl) => formatTime(intl, row.updated_at),
      },
    ],
    form: {
      addTitleKey: 'ip_black.add_title',
      editTitleKey: 'ip_black.edit_title',
      addButtonKey: 'ip_black.add',
      defaults: { cidr: '', remark: '' },
      fromRow: ({ cidr, remark }) => ({ cidr, remark }),
      fields: [
        {
          name: 'cidr',
          kind: 'text',
          labelKey: 'ip_black.cidr',
          required: true,
          placeholderKey: 'ip_black.cidr_placeholder',
          helperKey: 'ip_black.cidr_help',
        },
        {
          name: 'remark',
          kind: 'text',
          labelKey: 'ip_black.remark',
          placeholderKey: 'ip_black.remark_placeholder',
        },
      ],
    },
    rowLabel: (row) => row.cidr,
  };
}

/** The console IP blacklist, checked on login and on every call. */
export const ipBlackResource = ipRangeResource('ip_black');
