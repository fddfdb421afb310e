import './balance-recharge.css';
import { Button, Callout, Card, Classes, H6, NonIdealState, Tooltip } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PaymentConfirmation } from '../../../contract/areas/money';
import { userInfoAtom } from '../../core/session/atoms';
import { showToast } from '../../core/toaster';
import { refreshSessionMoney } from '../../features/membership/session-money';
import { usePaymentCredited } from '../../features/membership/use-payment-credited';
import { type PaymentSeen, usePaymentSeen } from '../../features/membership/use-payment-seen';
import { formatMoney } from '../../features/money/money-format';
import { useStatistics } from '../../features/statistics/use-statistics';
import { usePagedList } from '../../ui/paged-list/use-paged-list';
import { DepositWalletCard } from './DepositWalletCard';
import { PendingOrderCard } from './PendingOrderCard';
import { type CreatedOrder, RechargeForm } from './RechargeForm';
import { RechargeHistory } from './RechargeHistory';
import { useDepositWallet } from './use-deposit-wallet';

/** The history has no filters: the caller's own orders, newest first. */
const NO_FILTERS = {};

type Opened = { order: CreatedOrder; seen: PaymentSeen | null; paidBalance: string | null };

/**
 * SPEC `balance_recharge`: open a recharge order for an amount within the payment settings' bounds,
 * pay it before it expires, and watch it credited live (`payment_credited` on the socket); the
 * caller's earlier orders are listed below. When the chain confirms payments, the caller's own
 * deposit address and its latest transfers are shown from the start, live (`payment_seen`), and
 * the order a seen transfer is expected to pay turns to "confirming".
 */
export default function BalanceRechargePanel() {
  const intl = useIntl();
  const config = useStatistics('pay_config/inquire', {});
  const history = usePagedList('balance_recharge/inquire', NO_FILTERS);
  const balance = useAtomValue(userInfoAtom)?.balance;
  const [opened, setOpened] = useState<Opened | null>(null);
  const chain =
    config.state.status === 'ready' && config.state.data.confirmation === PaymentConfirmation.chain;
  const deposit = useDepositWallet(chain);

  usePaymentSeen((event) => {
    setOpened((current) =>
      current !== null && current.order.order_id === event.order_id ? { ...current, seen: event } : current,
    );
  });

  usePaymentCredited((event) => {
    refreshSessionMoney({ balance: event.balance });
    history.refreshQuietly();
    // A deposit that paid no order went to the balance: said as well, there is no order to mark paid.
    const ownOrder = opened !== null && opened.order.order_id === event.order_id;
    if (!ownOrder && event.order_id !== null) return;
    if (ownOrder) setOpened({ ...opened, paidBalance: event.balance });
    showToast(
      'success',
      intl.formatMessage(
        { id: 'balance_recharge.credited' },
        {
          amount: `${formatMoney(intl, event.amount)} USDT`,
          balance: `${formatMoney(intl, event.balance)} USDT`,
        },
      ),
    );
  });

  const created = (order: CreatedOrder) => {
    setOpened({ order, seen: null, paidBalance: null });
    history.reload();
  };

  return (
    <div className="lc-recharge">
      <div className="lc-resource-toolbar">
        {balance !== undefined && (
          <span className="lc-recharge-balance">
            <FormattedMessage
              id="balance_recharge.balance"
              values={{ balance: <strong>{`${formatMoney(intl, balance)} USDT`}</strong> }}
            />
          </span>
        )}
        <span className="lc-header-spacer" />
        <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
          <Button
            icon="refresh"
            aria-label={intl.formatMessage({ id: 'action.refresh' })}
            onClick={() => {
              config.reload();
              history.reload();
              if (chain) deposit.wallet.reload();
            }}
          />
        </Tooltip>
      </div>
      <div className="lc-recharge-top">
        {config.state.status === 'loading' && <div className={`${Classes.SKELETON} lc-recharge-skeleton`} />}
        {config.state.status === 'error' && (
          <NonIdealState
            className="lc-table-state"
            icon="error"
            title={<FormattedMessage id="balance_recharge.config_failed" />}
            description={config.state.message}
            action={
              <Button icon="repeat" onClick={config.reload}>
                <FormattedMessage id="action.retry" />
              </Button>
            }
          />
        )}
        {config.state.status === 'ready' && (
          <>
            <Card compact className="lc-recharge-main">
              <H6 className="lc-recharge-heading">
                <FormattedMessage id="balance_recharge.new_title" />
              </H6>
              {opened ? (
                <PendingOrderCard
                  order={opened.order}
                  config={config.state.data}
                  seen={opened.seen}
                  paidBalance={opened.paidBalance}
                  onNew={() => setOpened(null)}
                />
              ) : (
                <RechargeForm config={config.state.data} onCreated={created} />
              )}
            </Card>
            {chain && <DepositWalletCard config={config.state.data} deposit={deposit} />}
            {/* An open order says the same about its own payment, with the address and the steps. */}
            {config.state.data.confirmation === PaymentConfirmation.manual && !opened && (
              <Callout intent="primary" icon="info-sign" className="lc-recharge-manual">
                <FormattedMessage id="balance_recharge.manual" />
              </Callout>
            )}
          </>
        )}
      </div>
      <H6 className="lc-recharge-heading lc-recharge-history-title">
        <FormattedMessage id="balance_recharge.history" />
      </H6>
      <RechargeHistory list={history} />
    </div>
  );
}
