import { type EnumValue, OrderStatus } from '../../../contract/enums';
import { useNow } from '../../features/live/use-live';
import { OrderStatusTag } from '../../features/money/money-tags';
import { countdownText, remainingMs, shownStatus } from './recharge-rules';

/** Countdowns move every second. */
export const TICK_MS = 1000;

type OrderLike = { status: EnumValue<typeof OrderStatus>; expire_time: string | null };

/**
 * A history row's status, turning expired on screen the second a pending order's time runs out;
 * a pending order also shows the time left to pay it.
 */
export function LiveOrderStatus({ order }: { order: OrderLike }) {
  const now = useNow(TICK_MS);
  const status = shownStatus(order, now);
  return (
    <span className="lc-recharge-status">
      <OrderStatusTag status={status} />
      {status === OrderStatus.pending_payment && order.expire_time && (
        <span className="lc-recharge-countdown">{countdownText(remainingMs(order.expire_time, now))}</span>
      )}
    </span>
  );
}
