import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PaymentConfirmation } from '../../../contract/areas/money';
import { DepositStatus, OrderStatus } from '../../../contract/enums';
import { useNow } from '../../features/live/use-live';
import type { PaymentSeen } from '../../features/membership/use-payment-seen';
import { TxHash } from '../../features/money/money-cells';
import { formatMoney } from '../../features/money/money-format';
import { DepositStatusTag, OrderStatusTag } from '../../features/money/money-tags';
import { formatTime } from '../../ui/format';
import { TICK_MS } from './order-cells';
import { ChainPayment, ManualPayment } from './PaymentInstructions';
import type { CreatedOrder } from './RechargeForm';
import {
  confirmationMinutes,
  countdownText,
  orderPhase,
  type PayConfig,
  remainingMs,
} from './recharge-rules';

type PendingOrderCardProps = {
  order: CreatedOrder;
  config: PayConfig;
  /** The transfer the chain watcher saw for this order, confirming; null until one is seen. */
  seen: PaymentSeen | null;
  /** The balance after the socket said this order was credited; null while it is unpaid. */
  paidBalance: string | null;
  /** Back to the amount form, for another order. */
  onNew(): void;
};

/**
 * The order just opened: its amount, number and time left to pay; where and how to pay it — the
 * caller's deposit address on chain, or the platform's address and whom to tell when an
 * administrator confirms by hand; then, as the socket says, the transfer confirming and the credit.
 */
export function PendingOrderCard({ order, config, seen, paidBalance, onNew }: PendingOrderCardProps) {
  const intl = useIntl();
  const now = useNow(TICK_MS);
  const left = remainingMs(order.expire_time, now);
  const phase = orderPhase(
    { expireTime: order.expire_time, seen: seen !== null, paid: paidBalance !== null },
    now,
  );
  const amount = `${formatMoney(intl, order.amount)} USDT`;
  return (
    <div className="lc-recharge-order" data-phase={phase}>
      <div className="lc-recharge-order-head">
        <span className="lc-recharge-order-title">
          <FormattedMessage id="balance_recharge.order_number" values={{ id: order.order_id }} />
        </span>
        {phase === 'confirming' ? (
          <DepositStatusTag status={DepositStatus.confirming} />
        ) : (
          <OrderStatusTag
            status={
              phase === 'paid'
                ? OrderStatus.paid
                : phase === 'expired'
                  ? OrderStatus.expired
                  : OrderStatus.pending_payment
            }
          />
        )}
      </div>
      <div className="lc-recharge-order-amount">{amount}</div>
      {phase === 'awaiting_payment' && (
        <>
          <div className="lc-recharge-order-clock">
            <FormattedMessage id="balance_recharge.time_left" />
            <span className="lc-recharge-countdown lc-recharge-countdown-large" role="timer">
              {countdownText(left)}
            </span>
            <span className="lc-recharge-order-expiry">
              <FormattedMessage
                id="balance_recharge.expires_at"
                values={{ time: formatTime(intl, order.expire_time) }}
              />
            </span>
          </div>
          {order.address && <ChainPayment order={order} address={order.address} config={config} />}
          {!order.address && config.confirmation === PaymentConfirmation.manual && (
            <ManualPayment order={order} config={config} />
          )}
        </>
      )}
      {phase === 'confirming' && seen && (
        <Callout intent="primary" icon="time" role="status" className="lc-recharge-seen">
          <p>
            <FormattedMessage
              id="balance_recharge.order_seen"
              values={{
                amount: `${formatMoney(intl, seen.amount)} USDT`,
                count: config.confirmations,
                minutes: confirmationMinutes(config.confirmations),
              }}
            />
          </p>
          <div className="lc-recharge-seen-tx">
            <FormattedMessage id="balance_recharge.column.tx_hash" />
            <TxHash hash={seen.tx_hash} />
          </div>
        </Callout>
      )}
      {phase === 'paid' && paidBalance !== null && (
        <Callout intent="success" icon="tick-circle" role="status">
          <FormattedMessage
            id="balance_recharge.paid"
            values={{ amount, balance: `${formatMoney(intl, paidBalance)} USDT` }}
          />
        </Callout>
      )}
      {phase === 'expired' && (
        <Callout intent="warning" icon="time" role="status">
          <FormattedMessage id="balance_recharge.expired" />
        </Callout>
      )}
      <Button icon="add" variant={phase === 'awaiting_payment' ? 'minimal' : 'outlined'} onClick={onNew}>
        <FormattedMessage id="balance_recharge.new_order" />
      </Button>
    </div>
  );
}
