import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import type { PanelProps } from '../../core/panels/types';
import { AttentionCard } from '../../features/codes/AttentionCard';
import { MembershipTag } from '../../features/membership/MembershipTag';
import { HomeShowcase } from '../../features/picture-lists/PictureShowcase';
import { Dashboard } from '../../features/statistics/Dashboard';
import { formatDecimal } from '../../features/statistics/decimal';
import { ShortList } from '../../features/statistics/ShortList';
import { StatCard, StatGrid } from '../../features/statistics/StatCard';
import { VisitsTodayCard } from '../../features/statistics/TotalsCards';
import { usePanelLink } from '../../features/statistics/use-panel-link';
import { useStatistics } from '../../features/statistics/use-statistics';
import { formatTime } from '../../ui/format';
import { daysLeft } from './membership';

type Home = CallOutput<'home/inquire'>;

/** Detail under the membership: the days left, why the codes stopped, or what a package offers. */
function MembershipDetail({ membership }: { membership: Home['membership'] }) {
  switch (membership.state) {
    case 'active':
      return (
        <FormattedMessage
          id="statistics.member_days_left"
          values={{ days: daysLeft(membership.until, new Date()) }}
        />
      );
    case 'expired':
      return <FormattedMessage id="statistics.member_renew" />;
    case 'none':
      return <FormattedMessage id="statistics.member_offer" />;
  }
}

/** The membership figure of the home page: the shared state tag, and what it means in a line. */
export function MembershipCard({ data }: { data: Home | null }) {
  const intl = useIntl();
  const openVip = usePanelLink('buy_vip_combo');
  return (
    <StatCard
      icon="crown"
      tone="primary"
      label={<FormattedMessage id="membership.heading" />}
      value={data && <MembershipTag membership={data.membership} />}
      detail={data && <MembershipDetail membership={data.membership} />}
      onOpen={openVip}
      openLabel={intl.formatMessage({ id: 'menu.buy_vip_combo' })}
    />
  );
}

function HomeCards({ data }: { data: Home | null }) {
  const intl = useIntl();
  const openRecharge = usePanelLink('balance_recharge');
  const openCodes = usePanelLink('qr_code_list');
  const number = (value: number | undefined) => (value === undefined ? null : intl.formatNumber(value));
  return (
    <StatGrid>
      <StatCard
        icon="bank-account"
        label={<FormattedMessage id="statistics.balance" />}
        value={
          data && (
            <>
              {formatDecimal(data.balance, intl.locale)}
              <span className="lc-stat-unit">USDT</span>
            </>
          )
        }
        onOpen={openRecharge}
        openLabel={intl.formatMessage({ id: 'menu.balance_recharge' })}
      />
      <MembershipCard data={data} />
      <StatCard
        icon="barcode"
        label={<FormattedMessage id="statistics.codes" />}
        value={number(data?.codes)}
        detail={data && <FormattedMessage id="statistics.open_codes" values={{ count: data.open_codes }} />}
        onOpen={openCodes}
        openLabel={intl.formatMessage({ id: 'menu.qr_code_list' })}
      />
      <AttentionCard />
      <VisitsTodayCard
        visits={data?.today.visits}
        yesterday={data?.yesterday_visits}
        detail={
          data && (
            <FormattedMessage id="statistics.yesterday_count" values={{ count: data.yesterday_visits }} />
          )
        }
      />
      <StatCard
        icon="globe-network"
        label={<FormattedMessage id="statistics.today_unique_ips" />}
        value={number(data?.today.unique_ips)}
      />
      <StatCard
        icon="envelope"
        tone={data && data.unread_messages > 0 ? 'danger' : 'muted'}
        label={<FormattedMessage id="statistics.unread_messages" />}
        value={number(data?.unread_messages)}
      />
    </StatGrid>
  );
}

function Notices({ data }: { data: Home | null }) {
  const intl = useIntl();
  return (
    <ShortList
      items={
        data
          ? data.notices.map((notice) => ({
              key: notice.id,
              title: notice.title,
              side: formatTime(intl, notice.created_at),
            }))
          : null
      }
      empty={{ icon: 'notifications', messageKey: 'statistics.no_notices' }}
    />
  );
}

/**
 * The customer's dashboard: the administrators' notice and pictures, money and membership, codes,
 * today's traffic, the week and notices.
 */
export default function HomePanel(_props: PanelProps) {
  const query = useStatistics('home/inquire', {});
  return (
    <Dashboard
      query={query}
      cards={(data) => (
        <>
          <HomeShowcase />
          <HomeCards data={data} />
        </>
      )}
      side={{
        icon: 'notifications',
        titleKey: 'statistics.notices',
        render: (data) => <Notices data={data} />,
      }}
    />
  );
}
