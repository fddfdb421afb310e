import './buy-vip-combo.css';
import { Button, Callout, Card, Classes, H6, NonIdealState, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { useNow } from '../../features/live/use-live';
import { MembershipSummary } from '../../features/membership/MembershipSummary';
import type { Combo } from '../../features/membership/purchase-plan';
import { applySessionMoney } from '../../features/membership/session-money';
import { usePaymentCredited } from '../../features/membership/use-payment-credited';
import { formatMoney } from '../../features/money/money-format';
import { usePanelLink } from '../../features/statistics/use-panel-link';
import { useStatistics } from '../../features/statistics/use-statistics';
import { BuyDialog } from './BuyDialog';
import { PackageOffer } from './PackageOffer';

const CLOCK_MS = 60_000;
const SKELETON_CARDS = 3;

function Skeleton() {
  return (
    <div className="lc-buy-body">
      <div className="lc-buy-top">
        <div className={`${Classes.SKELETON} lc-buy-skeleton-summary`} />
        <div className={`${Classes.SKELETON} lc-buy-skeleton-balance`} />
      </div>
      <div className="lc-package-grid">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <div key={index} className={`${Classes.SKELETON} lc-buy-skeleton-card`} />
        ))}
      </div>
    </div>
  );
}

/**
 * SPEC `buy_vip_combo`: the caller's membership and how much of its limits is used, the balance,
 * and the packages on sale. A payment credited meanwhile (another tab, an administrator) reads the
 * page again, so the balance the buttons compare against is the current one.
 */
export default function BuyVipComboPanel() {
  const intl = useIntl();
  const query = useStatistics('buy_vip_combo/inquire', {});
  const canBuy = useCan('buy_vip_combo/buy');
  const openRecharge = usePanelLink('balance_recharge');
  const now = new Date(useNow(CLOCK_MS));
  const [buying, setBuying] = useState<Combo | null>(null);
  usePaymentCredited((event) => {
    applySessionMoney({ balance: event.balance });
    query.reload();
  });
  const { state } = query;

  return (
    <div className="lc-buy">
      <div className="lc-resource-toolbar">
        <span className="lc-header-spacer" />
        <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
          <Button
            icon="refresh"
            loading={query.busy && state.status === 'ready'}
            aria-label={intl.formatMessage({ id: 'action.refresh' })}
            onClick={query.reload}
          />
        </Tooltip>
      </div>
      {state.status === 'loading' && <Skeleton />}
      {state.status === 'error' && (
        <NonIdealState
          className="lc-table-state"
          icon="error"
          title={<FormattedMessage id="table.error_title" />}
          description={state.message}
          action={
            <Button icon="repeat" onClick={query.reload}>
              <FormattedMessage id="action.retry" />
            </Button>
          }
        />
      )}
      {state.status === 'ready' && (
        <div className="lc-buy-body">
          {query.refreshError && (
            <Callout intent="warning" icon="warning-sign" role="alert">
              {query.refreshError}
            </Callout>
          )}
          <div className="lc-buy-top">
            <Card compact className="lc-buy-card">
              <H6 className="lc-buy-heading">
                <FormattedMessage id="buy_vip_combo.membership" />
              </H6>
              <MembershipSummary membership={state.data.membership} now={now} />
            </Card>
            <Card compact className="lc-buy-card lc-buy-balance">
              <H6 className="lc-buy-heading">
                <FormattedMessage id="buy_vip_combo.balance" />
              </H6>
              <span className="lc-buy-balance-amount">
                {formatMoney(intl, state.data.balance)}
                <span className="lc-buy-balance-unit">USDT</span>
              </span>
              {openRecharge && (
                <Button icon="bank-account" intent="primary" variant="outlined" onClick={openRecharge}>
                  <FormattedMessage id="buy_vip_combo.recharge" />
                </Button>
              )}
            </Card>
          </div>
          <H6 className="lc-buy-heading">
            <FormattedMessage id="buy_vip_combo.packages" />
          </H6>
          {state.data.packages.length === 0 ? (
            <NonIdealState
              className="lc-table-state"
              icon="box"
              title={<FormattedMessage id="buy_vip_combo.no_packages" />}
              description={<FormattedMessage id="buy_vip_combo.no_packages_help" />}
            />
          ) : (
            <div className="lc-package-grid">
              {state.data.packages.map((combo) => (
                <PackageOffer
                  key={combo.id}
                  combo={combo}
                  membership={state.data.membership}
                  balance={state.data.balance}
                  now={now}
                  canBuy={canBuy}
                  onBuy={setBuying}
                  onRecharge={openRecharge}
                />
              ))}
            </div>
          )}
        </div>
      )}
      {buying && state.status === 'ready' && (
        <BuyDialog
          combo={buying}
          membership={state.data.membership}
          balance={state.data.balance}
          onClose={() => setBuying(null)}
          onBought={() => {
            setBuying(null);
            query.reload();
          }}
        />
      )}
    </div>
  );
}
