import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../core/toaster';
import { usePaymentCredited } from '../../features/membership/use-payment-credited';
import { usePaymentSeen } from '../../features/membership/use-payment-seen';
import { formatMoney } from '../../features/money/money-format';
import { useStatistics } from '../../features/statistics/use-statistics';
import { type RecentTransfer, recentTransfers, type SeenTransfer, withSeen } from './recent-transfers';

/**
 * The caller's deposit wallet while payments are confirmed on the chain (`enabled`): the address
 * (asked on open, which also tells the watcher to read it often) and the recent transfers, live.
 * A transfer the socket announces shows at once as confirming, with a toast; the wallet is then
 * asked again quietly, and again when a payment is credited, so each line takes the server's status.
 */
export function useDepositWallet(enabled: boolean) {
  const intl = useIntl();
  const wallet = useStatistics('balance_recharge/wallet', enabled ? {} : null);
  const [seen, setSeen] = useState<SeenTransfer[]>([]);

  usePaymentSeen((event) => {
    if (!enabled) return;
    setSeen((current) => withSeen(current, { ...event, seen_at: new Date().toISOString() }));
    showToast(
      'info',
      intl.formatMessage({ id: 'balance_recharge.seen' }, { amount: formatMoney(intl, event.amount) }),
    );
    wallet.reload();
  });

  usePaymentCredited(() => {
    if (enabled) wallet.reload();
  });

  const listed = wallet.state.status === 'ready' ? wallet.state.data.transfers : null;
  const transfers: RecentTransfer[] = useMemo(() => recentTransfers(listed ?? [], seen), [listed, seen]);
  return { wallet, transfers };
}

export type DepositWallet = ReturnType<typeof useDepositWallet>;
