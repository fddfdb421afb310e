import type { IconName } from '@blueprintjs/core';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import type { PanelProps } from '../../core/panels/types';
import { Dashboard } from '../../features/statistics/Dashboard';
import { formatDecimal } from '../../features/statistics/decimal';
import { yesterdayVisits } from '../../features/statistics/delta';
import { ShareBar } from '../../features/statistics/ShareBar';
import { ShortList } from '../../features/statistics/ShortList';
import { StatCard, StatGrid } from '../../features/statistics/StatCard';
import { VisitsTodayCard } from '../../features/statistics/TotalsCards';
import { usePanelLink } from '../../features/statistics/use-panel-link';
import { useStatistics } from '../../features/statistics/use-statistics';
import type { MessageKey } from '../../i18n/catalogues';

type AdminHome = CallOutput<'home_admin/inquire'>;

/** Both revenue figures open the order list, which explains them. */
const REVENUE_CARDS: readonly {
  field: 'revenue_today' | 'revenue_month';
  icon: IconName;
  labelKey: MessageKey;
}[] = [
  { field: 'revenue_today', icon: 'dollar', labelKey: 'statistics.revenue_today' },
  { field: 'revenue_month', icon: 'calendar', labelKey: 'statistics.revenue_month' },
];

function Money({ amount }: { amount: string | undefined }) {
  const intl = useIntl();
  if (amount === undefined) return null;
  return (
    <>
      {formatDecimal(amount, intl.locale)}
      <span className="lc-stat-unit">USDT</span>
    </>
  );
}

function AdminCards({ data }: { data: AdminHome | null }) {
  const intl = useIntl();
  const openUsers = usePanelLink('user_list');
  const openOrders = usePanelLink('order');
  const openCodes = usePanelLink('qr_code_list_admin');
  const number = (value: number | undefined) => (value === undefined ? null : intl.formatNumber(value));
  const orders = intl.formatMessage({ id: 'menu.order' });
  return (
    <StatGrid>
      <StatCard
        icon="people"
        label={<FormattedMessage id="statistics.users" />}
        value={number(data?.users)}
        detail={
          data && <FormattedMessage id="statistics.new_today" values={{ count: data.new_users_today }} />
        }
        onOpen={openUsers}
        openLabel={intl.formatMessage({ id: 'menu.user_list' })}
      />
      <StatCard
        icon="person"
        tone="primary"
        label={<FormattedMessage id="statistics.online_users" />}
        value={number(data?.online_users)}
      />
      <StatCard
        icon="barcode"
        label={<FormattedMessage id="statistics.codes" />}
        value={number(data?.codes)}
        onOpen={openCodes}
        openLabel={intl.formatMessage({ id: 'menu.qr_code_list_admin' })}
      />
      <VisitsTodayCard
        visits={data?.today.visits}
        yesterday={data ? yesterdayVisits(data.last_7_days) : undefined}
        detail={
          data && (
            <FormattedMessage
              id="statistics.today_detail"
              values={{ unique: data.today.unique_ips, refused: data.today.refused }}
            />
          )
        }
      />
      {REVENUE_CARDS.map(({ field, icon, labelKey }) => (
        <StatCard
          key={field}
          icon={icon}
          label={<FormattedMessage id={labelKey} />}
          value={data && <Money amount={data[field]} />}
          onOpen={openOrders}
          openLabel={orders}
        />
      ))}
    </StatGrid>
  );
}

function TopUsers({ data }: { data: AdminHome | null }) {
  return (
    <ShortList
      ordered
      items={
        data
          ? data.top_users.map((user) => ({
              key: user.user_id,
              title: user.account,
              extra: <ShareBar value={user.visits} total={data.today.visits} />,
              side: <FormattedNumber value={user.visits} />,
            }))
          : null
      }
      empty={{ icon: 'inbox', messageKey: 'statistics.no_visits_today' }}
    />
  );
}

/** The platform at a glance: people, codes, today's traffic, money, the week and the busiest users. */
export default function HomeAdminPanel(_props: PanelProps) {
  const query = useStatistics('home_admin/inquire', {});
  return (
    <Dashboard
      query={query}
      cards={(data) => <AdminCards data={data} />}
      side={{
        icon: 'crown',
        titleKey: 'statistics.top_users_today',
        render: (data) => <TopUsers data={data} />,
      }}
    />
  );
}
