import { Button, Callout, Code } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { OrderStatus } from '../../../contract/enums';
import { CopyButton } from '../../features/codes/CopyButton';
import { useNow } from '../../features/live/use-live';
import { formatMoney } from '../../features/money/money-format';
import { OrderStatusTag } from '../../features/money/money-tags';
import { formatTime } from '../../ui/format';
import { AddressQr } from './AddressQr';
import { TICK_MS } from './order-cells';
import type { CreatedOrder } from './RechargeForm';
import { countdownText, type PayConfig, remainingMs } from './recharge-rules';

type PendingOrderCardProps = {
  order: CreatedOrder;
  config: PayConfig;
  /** The balance after the socket said this order was credited; null while it is unpaid. */
  paidBalance: string | null;
  /** Back to the amount form, for another order. */
  onNew(): void;
};

/**
 * The order just opened: its amount, number and time left to pay, where to pay when there is a
 * deposit address, and the moment it is credited (the socket says so) or runs out.
 */
export function PendingOrderCard({ order, config, paidBalance, onNew }: PendingOrderCardProps) {
  const intl = useIntl();
  const now = useNow(TICK_MS);
  const left = remainingMs(order.expire_time, now);
  const status =
    paidBalance !== null ? OrderStatus.paid : left > 0 ? OrderStatus.pending_payment : OrderStatus.expired;
  const amount = `${formatMoney(intl, order.amount)} USDT`;
  return (
    <div className="lc-recharge-order">
      <div className="lc-recharge-order-head">
        <span className="lc-recharge-order-title">
          <FormattedMessage id="balance_recharge.order_number" values={{ id: order.order_id }} />
        </span>
        <OrderStatusTag status={status} />
      </div>
      <div className="lc-recharge-order-amount">{amount}</div>
      {status === OrderStatus.pending_payment && (
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
      )}
      {status === OrderStatus.pending_payment && order.address && (
        <div className="lc-recharge-address">
          <p className="lc-recharge-address-hint">
            <FormattedMessage id="balance_recharge.pay_to" values={{ amount }} />
          </p>
          <div className="lc-recharge-address-line">
            <Code className="lc-recharge-address-text">{order.address}</Code>
            <CopyButton
              text={order.address}
              label={intl.formatMessage({ id: 'balance_recharge.copy_address' })}
            />
          </div>
          {config.qr_code_switch && <AddressQr address={order.address} />}
        </div>
      )}
      {status === OrderStatus.paid && paidBalance !== null && (
        <Callout intent="success" icon="tick-circle" role="status">
          <FormattedMessage
            id="balance_recharge.paid"
            values={{ amount, balance: `${formatMoney(intl, paidBalance)} USDT` }}
          />
        </Callout>
      )}
      {status === OrderStatus.expired && (
        <Callout intent="warning" icon="time" role="status">
          <FormattedMessage id="balance_recharge.expired" />
        </Callout>
      )}
      <Button
        icon="add"
        variant={status === OrderStatus.pending_payment ? 'minimal' : 'outlined'}
        onClick={onNew}
      >
        <FormattedMessage id="balance_recharge.new_order" />
      </Button>
    </div>
  );
}
