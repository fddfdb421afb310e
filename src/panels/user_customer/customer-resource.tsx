import type { CallOutput } from '../../../contract/calls';
import { MembershipTag } from '../../features/membership/MembershipTag';
import { Money } from '../../features/money/money-cells';
import { localizedName } from '../../features/money/money-format';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

export type CustomerRow = CallOutput<'user_customer/inquire'>['list'][number];

/**
 * The agent's customers (`user_customer`): who they are, when they came and were last seen, until
 * when their membership runs and on which package, and what they spent in all.
 */
export const customerResource: ResourceDefinition<'user_customer/inquire'> = {
  id: 'user_customer',
  inquire: 'user_customer/inquire',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'agents_ui.filter_customer' }],
  columns: [
    {
      key: 'account',
      titleKey: 'money_ui.account',
      width: 150,
      sortValue: (row) => row.account,
      render: (row) => <strong>{row.account}</strong>,
    },
    { key: 'name', titleKey: 'agents_ui.customer_name', width: 140, sortValue: (row) => row.name },
    {
      key: 'register_time',
      titleKey: 'agents_ui.register_time',
      width: 150,
      sortValue: (row) => row.register_time,
      render: (row, intl) => formatTime(intl, row.register_time),
    },
    {
      key: 'last_login_time',
      titleKey: 'agents_ui.last_login_time',
      width: 150,
      sortValue: (row) => row.last_login_time ?? '',
      render: (row, intl) => formatTime(intl, row.last_login_time),
    },
    {
      key: 'member_expire_time',
      titleKey: 'membership.heading',
      width: 210,
      sortValue: (row) => row.member_expire_time ?? '',
      render: (row) => <MembershipTag membership={row.membership} />,
    },
    {
      key: 'combo_name',
      titleKey: 'order.package',
      width: 150,
      // The package of the membership shown beside it: none for a customer without a membership.
      render: (row, intl) =>
        row.membership.state !== 'none' && row.membership.package
          ? localizedName(row.membership.package.name, intl.locale)
          : '—',
    },
    {
      key: 'total_spent',
      titleKey: 'agents_ui.total_spent',
      align: 'right',
      render: (row) => <Money amount={row.total_spent} />,
    },
  ],
  rowLabel: (row) => row.account,
};
