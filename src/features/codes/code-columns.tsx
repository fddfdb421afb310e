import { Icon, Switch, Tag, Tooltip } from '@blueprintjs/core';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { CodeStatus } from '../../../contract/enums';
import { formatTime } from '../../ui/format';
import { readableUrl } from '../../ui/readable-url';
import type { ColumnDef } from '../../ui/resource/types';
import { CopyButton } from './CopyButton';
import { enumLabelKey } from './code-enums';
import { type RotationType, rotationLabel } from './rotation-types';
import type { CodeRow } from './use-code-list';

/** The call's `sort_by` value of each column the server can sort by. */
export const CODE_SORTS: Readonly<Record<string, string>> = {
  id: 'id',
  name: 'name',
  view_number: 'view_number',
  ip_view_number: 'ip_view_number',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

export type CodeColumnContext = {
  rotationTypes: readonly RotationType[] | null;
  /** Set when the reader may open and close codes: the status column becomes a switch. */
  onToggleStatus?(row: CodeRow, open: boolean): void;
  /** Set when the list can be narrowed to one owner: the owner becomes a filter link. */
  onPickOwner?(row: CodeRow): void;
};

const count = (intl: IntlShape, value: number) => intl.formatNumber(value);

/**
 * A code's link as the table shows it: the path alone on the console's own host (every such code
 * shares it), host and path on an entry domain. The copy button always copies the whole link.
 */
export function shortLink(url: string, consoleOrigin: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === consoleOrigin ? parsed.pathname : `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * Month, day and time in the viewer's zone (the year too when it is not this one): dense enough
 * for a column; the title holds the full time.
 */
function compactTime(intl: IntlShape, iso: string | null) {
  if (!iso) return '—';
  const thisYear = new Date(iso).getFullYear() === new Date().getFullYear();
  return (
    <span title={formatTime(intl, iso)}>
      {intl.formatDate(iso, {
        ...(thisYear ? {} : { year: 'numeric' }),
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      })}
    </span>
  );
}

function statusCell(row: CodeRow, context: CodeColumnContext, intl: IntlShape) {
  const open = row.status === CodeStatus.open;
  if (context.onToggleStatus && row.removed_at === null) {
    return (
      <Switch
        className="lc-codes-status-switch"
        checked={open}
        aria-label={intl.formatMessage({ id: 'codes.status_switch' }, { name: row.name })}
        labelElement={<FormattedMessage id={enumLabelKey('CodeStatus', row.status)} />}
        onChange={() => context.onToggleStatus?.(row, !open)}
      />
    );
  }
  return (
    <Tag minimal intent={open ? 'success' : 'none'} icon={open ? 'play' : 'pause'}>
      <FormattedMessage id={enumLabelKey('CodeStatus', row.status)} />
    </Tag>
  );
}

/**
 * Every column a code list can show; each list picks its own set. Sortable columns sort on the
 * server, so the order spans every page.
 */
export function codeColumns(context: CodeColumnContext): ColumnDef<CodeRow>[] {
  return [
    { key: 'id', titleKey: 'codes.col_id', width: 64, align: 'right', serverSort: CODE_SORTS.id },
    {
      key: 'name',
      titleKey: 'codes.col_name',
      serverSort: CODE_SORTS.name,
      render: (row, intl) => (
        <span className="lc-codes-name" title={row.remark || row.name}>
          <span className="lc-codes-name-text">{row.name}</span>
          {row.has_password && (
            <Tooltip content={intl.formatMessage({ id: 'codes.has_share' })} hoverOpenDelay={300}>
              <Icon icon="share" size={12} className="lc-codes-name-mark" />
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      key: 'file_name',
      titleKey: 'codes.col_suffix',
      width: 110,
      render: (row) => <span className="lc-codes-mono">{row.file_name}</span>,
    },
    {
      key: 'url',
      titleKey: 'codes.col_link',
      render: (row) => (
        <span className="lc-codes-link">
          <a href={row.url} target="_blank" rel="noreferrer" className="lc-codes-clip" title={row.url}>
            {shortLink(row.url, window.location.origin)}
          </a>
          <CopyButton text={row.url} />
        </span>
      ),
    },
    {
      key: 'current_destination',
      titleKey: 'codes.col_destination',
      render: (row, intl) => (
        <span className="lc-codes-destination">
          {row.current_destination ? (
            <span className="lc-codes-clip" title={readableUrl(row.current_destination)}>
              {readableUrl(row.current_destination)}
            </span>
          ) : (
            <span className="lc-codes-muted">
              <FormattedMessage id="codes.destination_none" />
            </span>
          )}
          {row.destination_count > 1 && (
            <Tooltip
              content={intl.formatMessage(
                { id: 'codes.destination_count' },
                { count: row.destination_count },
              )}
              hoverOpenDelay={300}
            >
              <Tag minimal round className="lc-codes-count-tag">
                {row.destination_count}
              </Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      key: 'view_number',
      titleKey: 'codes.col_visits',
      width: 64,
      align: 'right',
      serverSort: CODE_SORTS.view_number,
      render: (row, intl) => (
        <span className="lc-codes-num" data-field="view_number">
          {count(intl, row.view_number)}
        </span>
      ),
    },
    {
      key: 'ip_view_number',
      titleKey: 'codes.col_unique_ips',
      width: 64,
      align: 'right',
      serverSort: CODE_SORTS.ip_view_number,
      render: (row, intl) => (
        <span className="lc-codes-num" data-field="ip_view_number">
          {count(intl, row.ip_view_number)}
        </span>
      ),
    },
    {
      key: 'status',
      titleKey: 'codes.col_status',
      width: 84,
      render: (row, intl) => statusCell(row, context, intl),
    },
    {
      key: 'rotation_model',
      titleKey: 'codes.col_rotation',
      width: 84,
      render: (row, intl) => rotationLabel(intl, context.rotationTypes, row.rotation_model),
    },
    {
      key: 'jump_type',
      titleKey: 'codes.col_jump',
      width: 120,
      render: (row) => <FormattedMessage id={enumLabelKey('JumpType', row.jump_type)} />,
    },
    {
      key: 'group_name',
      titleKey: 'codes.col_group',
      width: 110,
      render: (row) =>
        row.group_name ? (
          <span className="lc-codes-clip" title={row.group_name}>
            {row.group_name}
          </span>
        ) : (
          <span className="lc-codes-muted">—</span>
        ),
    },
    {
      key: 'owner_account',
      titleKey: 'codes.col_owner',
      width: 120,
      render: (row, intl) =>
        context.onPickOwner ? (
          <button
            type="button"
            className="lc-codes-owner"
            title={intl.formatMessage({ id: 'codes.owner_filter_to' }, { account: row.owner_account })}
            onClick={() => context.onPickOwner?.(row)}
          >
            {row.owner_account}
          </button>
        ) : (
          row.owner_account
        ),
    },
    {
      key: 'created_at',
      titleKey: 'codes.col_created',
      width: 100,
      serverSort: CODE_SORTS.created_at,
      render: (row, intl) => compactTime(intl, row.created_at),
    },
    {
      key: 'updated_at',
      titleKey: 'codes.col_updated',
      width: 100,
      serverSort: CODE_SORTS.updated_at,
      render: (row, intl) => compactTime(intl, row.updated_at),
    },
    {
      key: 'removed_at',
      titleKey: 'codes.col_removed',
      width: 100,
      render: (row, intl) => compactTime(intl, row.removed_at),
    },
  ];
}
