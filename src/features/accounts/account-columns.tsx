import { Tag, Tooltip } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { Disabled, OnlineStatus } from '../../../contract/enums';
import { formatTime } from '../../ui/format';
import type { ColumnDef } from '../../ui/resource/types';
import { MembershipTag } from '../membership/MembershipTag';

/** One account row: `user_list` and `administrators` answer the same shape. */
export type AccountRow = CallOutput<'user_list/inquire'>['list'][number];

/**
 * Every column an account table can show, the account first (it is always shown). `serverSort`
 * names the column the server orders by, so sorting covers every page.
 */
export const ACCOUNT_COLUMNS: Record<string, ColumnDef<AccountRow>> = {
  account: {
    key: 'account',
    titleKey: 'account.account',
    width: 140,
    serverSort: 'account',
    render: (row) => <strong className="lc-account-name">{row.account}</strong>,
  },
  id: { key: 'id', titleKey: 'account.id', width: 64, align: 'right', serverSort: 'id' },
  name: { key: 'name', titleKey: 'account.name', width: 120 },
  phone: { key: 'phone', titleKey: 'account.phone', width: 130 },
  role_name: {
    key: 'role_name',
    titleKey: 'account.role',
    width: 110,
    render: (row) => <Tag minimal>{row.role_name}</Tag>,
  },
  superior_account: {
    key: 'superior_account',
    titleKey: 'account.superior',
    width: 120,
    render: (row) => (row.superior_id === null ? '—' : (row.superior_account ?? `#${row.superior_id}`)),
  },
  customers: {
    key: 'customers',
    titleKey: 'account.customers',
    width: 80,
    align: 'right',
    render: (row) => <span className="lc-num">{row.customers}</span>,
  },
  total_shares: {
    key: 'total_shares',
    titleKey: 'account.total_shares',
    width: 110,
    align: 'right',
    render: (row) => <span className="lc-num">{row.total_shares}</span>,
  },
  balance: {
    key: 'balance',
    titleKey: 'account.balance',
    width: 110,
    align: 'right',
    serverSort: 'balance',
    render: (row) => <span className="lc-num">{row.balance}</span>,
  },
  share_ratio: {
    key: 'share_ratio',
    titleKey: 'account.share_ratio',
    width: 80,
    align: 'right',
    render: (row) => <span className="lc-num">{row.share_ratio}</span>,
  },
  invitation_code: {
    key: 'invitation_code',
    titleKey: 'account.invitation_code',
    width: 110,
    render: (row) => <code className="lc-code">{row.invitation_code}</code>,
  },
  // The key stays the stored expiry's: readers' saved column choices and the server's sort name it.
  member_expire_time: {
    key: 'member_expire_time',
    titleKey: 'membership.heading',
    width: 210,
    serverSort: 'member_expire_time',
    render: (row) => <MembershipTag membership={row.membership} />,
  },
  disabled: {
    key: 'disabled',
    titleKey: 'account.status',
    width: 70,
    render: (row) =>
      row.disabled === Disabled.yes ? (
        <Tag intent="danger" minimal icon="disable">
          <FormattedMessage id="account.disabled" />
        </Tag>
      ) : (
        <Tag intent="success" minimal>
          <FormattedMessage id="account.enabled" />
        </Tag>
      ),
  },
  online_status: {
    key: 'online_status',
    titleKey: 'account.online',
    width: 150,
    render: (row, intl) => {
      const online = row.online_status === OnlineStatus.online;
      const since = formatTime(intl, row.online_updated_at);
      return (
        <Tooltip
          content={intl.formatMessage({ id: 'account.online_since' }, { time: since })}
          placement="top"
          disabled={row.online_updated_at === null}
        >
          <span className="lc-online">
            <span className={`lc-online-dot${online ? ' lc-online-dot-on' : ''}`} aria-hidden />
            <FormattedMessage id={online ? 'account.online_yes' : 'account.online_no'} />
            {row.online_updated_at && (
              <span className="lc-online-time">
                {intl.formatDate(row.online_updated_at, {
                  month: '2-digit',
                  day: '2-digit',
                  hour: '2-digit',
                  minute: '2-digit',
                  hour12: false,
                })}
              </span>
            )}
          </span>
        </Tooltip>
      );
    },
  },
  login_time: {
    key: 'login_time',
    titleKey: 'account.login_time',
    width: 150,
    serverSort: 'login_time',
    render: (row, intl) => formatTime(intl, row.login_time),
  },
  login_ip: { key: 'login_ip', titleKey: 'account.login_ip', width: 120 },
  register_ip: { key: 'register_ip', titleKey: 'account.register_ip', width: 120 },
  created_at: {
    key: 'created_at',
    titleKey: 'account.created_at',
    width: 150,
    serverSort: 'created_at',
    render: (row, intl) => formatTime(intl, row.created_at),
  },
};

/** The columns of one account table, by key, in the order given. */
export function accountColumns(keys: readonly (keyof typeof ACCOUNT_COLUMNS)[]): ColumnDef<AccountRow>[] {
  return keys.flatMap((key) => {
    const column = ACCOUNT_COLUMNS[key];
    return column ? [column] : [];
  });
}
