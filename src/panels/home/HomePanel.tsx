import { Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import type { PanelProps } from '../../core/panels/types';
import { HomeShowcase } from '../../features/picture-lists/PictureShowcase';
import { Dashboard } from '../../features/statistics/Dashboard';
import { formatDecimal } from '../../features/statistics/decimal';
import { ShortList } from '../../features/statistics/ShortList';
import { StatCard, StatGrid } from '../../features/statistics/StatCard';
import { VisitsTodayCard } from '../../features/statistics/TotalsCards';
import { usePanelLink } from '../../features/statistics/use-panel-link';
import { useStatistics } from '../../features/statistics/use-statistics';
import { formatTime } from '../../ui/format';
import { membershipOf } from './membership';

type Home = CallOutput<'home/inquire'>;

function MembershipCard({ data }: { data: Home | null }) {
  const intl = useIntl();
  const openVip = usePanelLink('buy_vip_combo');
  const membership = data && membershipOf(data.member_expire_time, new Date());
  const day = (iso: string) => intl.formatDate(iso, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return (
    <StatCard
      icon="crown"
      tone="primary"
      label={<FormattedMessage id="statistics.membership" />}
      value={
        membership &&
        (membership.kind === 'active' ? (
          day(membership.expiresAt)
        ) : (
          <Tag minimal intent={membership.kind === 'expired' ? 'warning' : 'none'}>
            <FormattedMessage
              id={membership.kind === 'expired' ? 'statistics.member_expired' : 'statistics.member_none'}
            />
          </Tag>
        ))
      }
      detail={
        membership?.kind === 'active' ? (
          <FormattedMessage id="statistics.member_days_left" values={{ days: membership.daysLeft }} />
        ) : membership?.kind === 'expired' ? (
          <FormattedMessage id="statistics.member_expired_on" values={{ date: day(membership.expiredAt) }} />
        ) : (
          <FormattedMessage id="statistics.member_offer" />
        )
      }
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
