import { Button, Callout, Classes, type IconName, type Intent, Tag, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { openPanel, useCanOpen } from '../../core/panels/open-panel';
import { ChainValue, Money } from '../../features/money/money-cells';
import { formatMoney, formatSignedMoney } from '../../features/money/money-format';
import { ChainCard, Fact, Facts } from '../../features/tron/ChainCard';
import type { MessageKey } from '../../i18n/catalogues';
import { type DriftState, driftState, GAS_LOW_TRX, gasWalletLow, type Reconciliation } from './sweep-rules';
import { useReconciliation } from './use-reconciliation';

type Look = {
  key: MessageKey;
  /** What a drift means and what to do, under the figures; a balance needs no words. */
  explainKey?: MessageKey;
  intent: Intent;
  icon: IconName;
};

/** Balanced is what one hopes to see; USDT not credited yet is often a transfer still confirming; less is a loss. */
const DRIFT: Record<DriftState, Look> = {
  balanced: {
    key: 'tron_transaction_summary.drift.balanced',
    intent: 'success',
    icon: 'tick-circle',
  },
  uncredited: {
    key: 'tron_transaction_summary.drift.uncredited',
    explainKey: 'tron_transaction_summary.drift.uncredited_explain',
    intent: 'warning',
    icon: 'time',
  },
  missing: {
    key: 'tron_transaction_summary.drift.missing',
    explainKey: 'tron_transaction_summary.drift.missing_explain',
    intent: 'danger',
    icon: 'error',
  },
};

/** The drift with its sign (none for zero, which is neither more nor less), in its state's colour. */
function DriftValue({ drift, look }: { drift: string; look: Look }) {
  const intl = useIntl();
  const text = look.intent === 'success' ? formatMoney(intl, drift) : formatSignedMoney(intl, drift);
  return (
    <Tag minimal intent={look.intent} icon={look.icon} className="lc-reconcile-drift">
      <span className="lc-money">{text}</span>
    </Tag>
  );
}

/** One of the platform's own wallets: its label, its address in full with a copy button, and what goes beside it. */
function WalletLine({ labelKey, children }: { labelKey: MessageKey; children: ReactNode }) {
  return (
    <div className="lc-reconcile-wallet">
      <span className="lc-reconcile-wallet-label">
        <FormattedMessage id={labelKey} />
      </span>
      <div className="lc-reconcile-wallet-body">{children}</div>
    </div>
  );
}

/** The gas wallet: fund it with TRX, which it sends to deposit wallets for their transfers' energy. */
function GasWallet({ wallet }: { wallet: Reconciliation['gas_wallet'] }) {
  const low = gasWalletLow(wallet.trx_balance);
  return (
    <WalletLine labelKey="tron_transaction_summary.gas_wallet">
      <div className="lc-reconcile-address">
        <ChainValue text={wallet.address} copyKey="tron_transaction_summary.copy_address" full />
        <Tag minimal intent={low ? 'warning' : 'none'} icon={low ? 'warning-sign' : 'flash'}>
          <FormattedMessage
            id="tron_transaction_summary.gas_balance"
            values={{ trx: <Money amount={wallet.trx_balance} /> }}
          />
        </Tag>
      </div>
      <p className={low ? 'lc-reconcile-hint lc-reconcile-hint-warning' : 'lc-reconcile-hint'}>
        <FormattedMessage
          id={low ? 'tron_transaction_summary.gas_low' : 'tron_transaction_summary.gas_hint'}
          values={{ minimum: GAS_LOW_TRX }}
        />
      </p>
    </WalletLine>
  );
}

/** Where sweeps send the USDT; without one set, no sweep can start, and the settings page says where to set it. */
function CollectionWallet({ address }: { address: string }) {
  const canOpenSettings = useCanOpen('pay_config');
  return (
    <WalletLine labelKey="tron_transaction_summary.collection_wallet">
      {address ? (
        <div className="lc-reconcile-address">
          <ChainValue text={address} copyKey="tron_transaction_summary.copy_address" full />
        </div>
      ) : (
        <Callout intent="warning" icon="warning-sign" compact className="lc-chain-card-callout">
          <FormattedMessage id="tron_transaction_summary.no_collection" />
          {canOpenSettings && (
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              icon="cog"
              className="lc-reconcile-settings"
              onClick={() => openPanel('pay_config')}
            >
              <FormattedMessage id="tron_transaction_summary.open_pay_config" />
            </Button>
          )}
        </Callout>
      )}
    </WalletLine>
  );
}

/** What the check found: the chain against the ledger, the drift explained, then the platform's two wallets. */
function ReconciliationFacts({ data }: { data: Reconciliation }) {
  const intl = useIntl();
  const look = DRIFT[driftState(data.drift)];
  return (
    <>
      <Facts className="lc-reconcile-figures">
        <Fact labelKey="tron_transaction_summary.onchain_usdt">
          <strong>
            <Money amount={data.onchain_usdt} />
          </strong>
        </Fact>
        <Fact labelKey="tron_transaction_summary.credited_unswept">
          <strong>
            <Money amount={data.credited_unswept} />
          </strong>
        </Fact>
        <Fact labelKey="tron_transaction_summary.drift">
          <DriftValue drift={data.drift} look={look} />
        </Fact>
        <Fact labelKey="tron_transaction_summary.trx_spent">
          <Money amount={data.trx_spent} />
        </Fact>
        <Fact labelKey="tron_transaction_summary.wallets">
          <span className="lc-reconcile-count">
            {intl.formatNumber(data.wallets)}
            {data.unread > 0 && (
              <Tooltip content={intl.formatMessage({ id: 'tron_transaction_summary.unread_explain' })}>
                <Tag minimal intent="warning" icon="warning-sign">
                  <FormattedMessage id="tron_transaction_summary.unread" values={{ count: data.unread }} />
                </Tag>
              </Tooltip>
            )}
          </span>
        </Fact>
      </Facts>
      {look.explainKey && (
        <Callout intent={look.intent} icon={look.icon} compact className="lc-chain-card-callout">
          <FormattedMessage
            id={look.explainKey}
            values={{ amount: formatMoney(intl, data.drift.replace(/^-/, '')) }}
          />
        </Callout>
      )}
      <div className="lc-reconcile-wallets">
        <GasWallet wallet={data.gas_wallet} />
        <CollectionWallet address={data.collection_address} />
      </div>
    </>
  );
}

/**
 * The reconciliation (`tron_transaction_summary/reconcile`): the USDT the deposit wallets hold on
 * chain against what the ledger credited and nothing has swept yet, the TRX sweeps cost, and the
 * platform's gas and collection wallets. Reading it asks the chain for every wallet, so it is read
 * when the panel opens and on "check now", not on a timer. Without a chain it says so calmly.
 */
export function ReconciliationCard() {
  const intl = useIntl();
  const { state, busy, checkedAt, check } = useReconciliation();
  const badge =
    state.status === 'ready' ? (
      <Tag round intent={DRIFT[driftState(state.data.drift)].intent}>
        <FormattedMessage id={DRIFT[driftState(state.data.drift)].key} />
      </Tag>
    ) : null;

  return (
    <ChainCard
      titleKey="tron_transaction_summary.reconcile.title"
      className="lc-reconcile"
      badge={badge}
      updated={
        checkedAt && (
          <FormattedMessage
            id="tron_transaction_summary.reconcile.checked_at"
            values={{ time: intl.formatTime(checkedAt, { hour12: false }) }}
          />
        )
      }
      action={
        <Button
          size="small"
          variant="outlined"
          icon="refresh"
          loading={busy}
          data-action="tron_transaction_summary/reconcile"
          onClick={check}
        >
          <FormattedMessage id="tron_transaction_summary.reconcile.check" />
        </Button>
      }
    >
      {state.status === 'loading' && <div className={`${Classes.SKELETON} lc-reconcile-skeleton`} />}
      {state.status === 'error' && (
        <Callout intent="danger" icon="error" className="lc-chain-card-callout">
          <FormattedMessage
            id="tron_transaction_summary.reconcile.failed"
            values={{ message: state.message }}
          />
        </Callout>
      )}
      {state.status === 'no_chain' && (
        <Callout intent="primary" icon="info-sign" className="lc-chain-card-callout">
          <FormattedMessage id="tron_transaction_summary.reconcile.no_chain" />
        </Callout>
      )}
      {state.status === 'ready' && <ReconciliationFacts data={state.data} />}
    </ChainCard>
  );
}
