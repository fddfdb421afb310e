import { Button, Callout, Card, Classes, Code, H6 } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../../features/codes/CopyButton';
import { AddressQr } from './AddressQr';
import { RecentTransfers } from './RecentTransfers';
import type { PayConfig } from './recharge-rules';
import type { DepositWallet } from './use-deposit-wallet';

/**
 * The caller's own deposit address, shown before any order (any USDT sent to it is credited once
 * the chain confirms it), with its QR code when the settings show one, and the latest transfers to
 * it as they are seen and credited.
 */
export function DepositWalletCard({ config, deposit }: { config: PayConfig; deposit: DepositWallet }) {
  const intl = useIntl();
  const { state, reload } = deposit.wallet;
  return (
    <Card compact className="lc-recharge-wallet">
      <H6 className="lc-recharge-heading">
        <FormattedMessage id="balance_recharge.wallet_title" />
      </H6>
      {state.status === 'loading' && <div className={`${Classes.SKELETON} lc-recharge-skeleton`} />}
      {state.status === 'error' && (
        <Callout intent="danger" icon="error" role="alert">
          <p>
            <FormattedMessage id="balance_recharge.wallet_failed" values={{ message: state.message }} />
          </p>
          <Button size="small" icon="repeat" onClick={reload}>
            <FormattedMessage id="action.retry" />
          </Button>
        </Callout>
      )}
      {state.status === 'ready' && state.data.address === null && (
        <Callout intent="primary" icon="info-sign">
          <FormattedMessage id="balance_recharge.manual" />
        </Callout>
      )}
      {state.status === 'ready' && state.data.address !== null && (
        <>
          <div className="lc-recharge-wallet-body">
            {config.qr_code_switch && <AddressQr address={state.data.address} />}
            <div className="lc-recharge-address">
              <p className="lc-recharge-address-hint">
                <FormattedMessage id="balance_recharge.wallet_hint" />
              </p>
              <div className="lc-recharge-address-line">
                <Code className="lc-recharge-address-text">{state.data.address}</Code>
                <CopyButton
                  text={state.data.address}
                  label={intl.formatMessage({ id: 'balance_recharge.copy_address' })}
                />
              </div>
              <p className="lc-recharge-wallet-note">
                <FormattedMessage id="balance_recharge.wallet_note" />
              </p>
            </div>
          </div>
          <H6 className="lc-recharge-heading">
            <FormattedMessage id="balance_recharge.transfers" />
          </H6>
          <RecentTransfers transfers={deposit.transfers} />
        </>
      )}
    </Card>
  );
}
