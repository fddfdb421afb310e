import './access-records.css';
import { Button, Tag, Tooltip } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { ColumnDef } from '../../ui/resource/types';
import { SiteTime } from '../../ui/SiteZone';
import {
  accessStatusIntent,
  accessStatusKey,
  carrierKey,
  deviceLine,
  placeLine,
  type VisitLike,
} from './visit-labels';

export type VisitColumnOptions = {
  /** Lists over many codes name the code of each visit. */
  code?: boolean;
  /** Platform-wide lists name the code's owner. */
  owner?: boolean;
  /**
   * Lists of one address leave out the address, its place and its carrier: every row would repeat
   * them.
   */
  address?: boolean;
  /** Makes each address a button, e.g. to look it up in `checkout_ip`. */
  onIp?(ip: string): void;
};

/** The access status as a coloured tag. */
export function AccessStatusTag({ status }: { status: number }) {
  return (
    <Tag minimal intent={accessStatusIntent(status)} className="lc-visit-status">
      <FormattedMessage id={accessStatusKey(status)} />
    </Tag>
  );
}

/** WeChat and crawler marks, the two flags a reader scans a feed for. */
export function VisitFlags({ visit }: { visit: Pick<VisitLike, 'in_wechat' | 'bot'> }) {
  return (
    <span className="lc-visit-flags">
      {visit.in_wechat && (
        <Tag minimal intent="success" icon="chat">
          <FormattedMessage id="access_records.wechat" />
        </Tag>
      )}
      {visit.bot && (
        <Tag minimal intent="warning" icon="eye-open">
          <FormattedMessage id="access_records.bot" />
        </Tag>
      )}
    </span>
  );
}

/** The code a visit was to: its name and, muted, its suffix. */
export function VisitCode({ visit }: { visit: Pick<VisitLike, 'code_name' | 'file_name'> }) {
  return (
    <span className="lc-visit-code">
      <span className="lc-visit-clip" title={visit.code_name}>
        {visit.code_name || '—'}
      </span>
      <span className="lc-visit-mono lc-visit-muted">{visit.file_name}</span>
    </span>
  );
}

/**
 * The columns of a visit list: when, (which code, whose), from where, on what, and how it was
 * answered. One definition for the live feed, the explorer, an address's visits and a code's
 * access records, so they read the same.
 */
export function visitColumns<Row extends VisitLike & { id: number }>(
  options: VisitColumnOptions = {},
): ColumnDef<Row>[] {
  const { onIp } = options;
  const address = options.address !== false;
  const columns: (ColumnDef<Row> | false)[] = [
    {
      key: 'created_at',
      titleKey: 'access_records.column.time',
      width: 150,
      render: (row) => <SiteTime iso={row.created_at} />,
    },
    options.code === true && {
      key: 'code',
      titleKey: 'access_records.column.code',
      width: 180,
      render: (row) => <VisitCode visit={row} />,
    },
    options.owner === true && {
      key: 'owner_account',
      titleKey: 'access_records.column.owner',
      width: 110,
    },
    address && {
      key: 'ip',
      titleKey: 'access_records.column.ip',
      width: 130,
      render: (row, intl) =>
        onIp ? (
          <Tooltip content={intl.formatMessage({ id: 'access_records.look_up_ip' })} hoverOpenDelay={400}>
            <Button
              variant="minimal"
              size="small"
              className="lc-visit-ip-button"
              aria-label={intl.formatMessage({ id: 'access_records.look_up_ip_of' }, { ip: row.ip })}
              onClick={() => onIp(row.ip)}
            >
              <span className="lc-visit-mono">{row.ip}</span>
            </Button>
          </Tooltip>
        ) : (
          <span className="lc-visit-mono">{row.ip}</span>
        ),
    },
    address && {
      key: 'place',
      titleKey: 'access_records.column.place',
      width: 150,
      render: (row) => (
        <span className="lc-visit-clip" title={placeLine(row)}>
          {placeLine(row) || '—'}
        </span>
      ),
    },
    address && {
      key: 'carrier',
      titleKey: 'access_records.column.carrier',
      width: 80,
      render: (row) => <FormattedMessage id={carrierKey(row.carrier)} />,
    },
    {
      key: 'device',
      titleKey: 'access_records.column.device',
      render: (row) => (
        <span className="lc-visit-clip lc-visit-device" title={row.user_agent}>
          {deviceLine(row) || '—'}
        </span>
      ),
    },
    {
      key: 'flags',
      titleKey: 'access_records.column.flags',
      width: 110,
      render: (row) => <VisitFlags visit={row} />,
    },
    {
      key: 'access_status',
      titleKey: 'access_records.column.status',
      width: 96,
      render: (row) => <AccessStatusTag status={row.access_status} />,
    },
  ];
  return columns.filter((column): column is ColumnDef<Row> => column !== false);
}
