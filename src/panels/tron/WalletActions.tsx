import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { formatMoney } from '../../features/money/money-format';
import type { WalletRow } from './tron-resource';

type WalletActionsProps = {
  row: WalletRow;
  canRefresh: boolean;
  canReveal: boolean;
  /** The wallet as the chain read answered it, to show in place of the row. */
  onRefreshed(row: WalletRow): void;
  onReveal(row: WalletRow): void;
};

/**
 * A wallet's row buttons: read its balances from the chain now (the button spins while the chain
 * answers; a server without a chain says so in the toast) and reveal its private key.
 */
export function WalletActions({ row, canRefresh, canReveal, onRefreshed, onReveal }: WalletActionsProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    setBusy(true);
    try {
      const wallet = await api.call('tron/refresh', { id: row.id });
      onRefreshed(wallet);
      showToast(
        'success',
        intl.formatMessage(
          { id: 'tron.refreshed' },
          {
            account: wallet.account,
            trx: formatMoney(intl, wallet.trx_balance),
            usdt: formatMoney(intl, wallet.usdt_balance),
          },
        ),
      );
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {canRefresh && (
        <Button
          variant="minimal"
          size="small"
          icon="refresh"
          loading={busy}
          data-action="tron/refresh"
          onClick={() => void refresh()}
        >
          <FormattedMessage id="tron.refresh" />
        </Button>
      )}
      {canReveal && (
        <Button
          variant="minimal"
          size="small"
          icon="key"
          intent="warning"
          data-action="tron/reveal"
          onClick={() => onReveal(row)}
        >
          <FormattedMessage id="tron.reveal" />
        </Button>
      )}
    </>
  );
}
