import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money, TxHash } from '../../features/money/money-cells';
import { DepositStatusTag } from '../../features/money/money-tags';
import { formatTime } from '../../ui/format';
import type { RecentTransfer } from './recent-transfers';

/** The caller's latest transfers to their deposit wallet: amount, where each stands, its hash and time. */
export function RecentTransfers({ transfers }: { transfers: readonly RecentTransfer[] }) {
  const intl = useIntl();
  if (transfers.length === 0) {
    return (
      <p className="lc-recharge-transfers-empty">
        <FormattedMessage id="balance_recharge.transfers_empty" />
      </p>
    );
  }
  return (
    <HTMLTable compact className="lc-recharge-transfers">
      <thead>
        <tr>
          <th className="lc-recharge-number">
            <FormattedMessage id="balance_recharge.column.amount" />
          </th>
          <th>
            <FormattedMessage id="balance_recharge.column.status" />
          </th>
          <th>
            <FormattedMessage id="balance_recharge.column.tx_hash" />
          </th>
          <th>
            <FormattedMessage id="balance_recharge.transfers_time" />
          </th>
        </tr>
      </thead>
      <tbody>
        {transfers.map((transfer) => (
          <tr key={transfer.key} data-status={transfer.status}>
            <td className="lc-recharge-number">
              <Money amount={transfer.amount} />
            </td>
            <td>
              <DepositStatusTag status={transfer.status} />
            </td>
            <td>
              <TxHash hash={transfer.tx_hash} />
            </td>
            <td className="lc-recharge-transfer-time">{formatTime(intl, transfer.time)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
