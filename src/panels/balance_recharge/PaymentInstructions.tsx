import { Callout, Code } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../../features/codes/CopyButton';
import { formatMoney } from '../../features/money/money-format';
import { AddressQr } from './AddressQr';
import type { CreatedOrder } from './RechargeForm';
import { confirmationMinutes, type PayConfig } from './recharge-rules';

type Fact = 'network' | 'amount' | 'address' | 'confirmations';

const FACT_LABEL = {
  network: 'balance_recharge.fact.network',
  amount: 'balance_recharge.fact.amount',
  address: 'balance_recharge.fact.address',
  confirmations: 'balance_recharge.fact.confirmations',
} as const satisfies Record<Fact, string>;

/** One line of what a wallet app needs, named so tests and readers find it. */
function FactRow({ fact, children }: { fact: Fact; children: ReactNode }) {
  return (
    <div className="lc-recharge-fact" data-fact={fact}>
      <dt>
        <FormattedMessage id={FACT_LABEL[fact]} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What a wallet app asks for, in the order it asks: the network, the amount to the last decimal
 * (copied as the server wrote it, without grouping, so a wallet reads it as typed) and the address.
 */
function PaymentFacts({
  order,
  address,
  after,
}: {
  order: CreatedOrder;
  address: string;
  after?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <dl className="lc-recharge-facts">
      <FactRow fact="network">
        <strong>
          <FormattedMessage id="balance_recharge.network_value" />
        </strong>
      </FactRow>
      <FactRow fact="amount">
        <strong className="lc-recharge-fact-amount">{`${formatMoney(intl, order.amount)} USDT`}</strong>
        <CopyButton text={order.amount} label={intl.formatMessage({ id: 'balance_recharge.copy_amount' })} />
        <span className="lc-recharge-fact-note">
          <FormattedMessage id="balance_recharge.exact_amount" />
        </span>
      </FactRow>
      <FactRow fact="address">
        <Code className="lc-recharge-address-text">{address}</Code>
        <CopyButton text={address} label={intl.formatMessage({ id: 'balance_recharge.copy_address' })} />
      </FactRow>
      {after}
    </dl>
  );
}

/**
 * Paying on chain: the caller's own deposit address (with its QR when the settings show one), and
 * how long the chain takes before the order is credited without anyone's help.
 */
export function ChainPayment({
  order,
  address,
  config,
}: {
  order: CreatedOrder;
  address: string;
  config: PayConfig;
}) {
  return (
    <section className="lc-recharge-pay" data-mode="chain">
      <p className="lc-recharge-address-hint">
        <FormattedMessage id="balance_recharge.pay_to" />
      </p>
      <div className="lc-recharge-pay-body">
        {config.qr_code_switch && <AddressQr address={address} />}
        <PaymentFacts
          order={order}
          address={address}
          after={
            <FactRow fact="confirmations">
              <FormattedMessage
                id="balance_recharge.confirmations_value"
                values={{
                  count: config.confirmations,
                  minutes: confirmationMinutes(config.confirmations),
                }}
              />
            </FactRow>
          }
        />
      </div>
    </section>
  );
}

/**
 * Paying while an administrator confirms payments by hand: said first, as nothing happens by itself;
 * the platform's receiving address when one is set (or to ask support for it), then the order
 * number to quote with the transaction hash, which is what the administrator looks the order up by.
 */
export function ManualPayment({ order, config }: { order: CreatedOrder; config: PayConfig }) {
  const intl = useIntl();
  const address = config.receiving_address;
  const amount = `${formatMoney(intl, order.amount)} USDT`;
  const orderNumber = `#${order.order_id}`;
  return (
    <section className="lc-recharge-pay" data-mode="manual">
      <Callout intent="primary" icon="person" className="lc-recharge-manual-note">
        <FormattedMessage id="balance_recharge.manual_order" />
      </Callout>
      {address ? (
        <div className="lc-recharge-pay-body">
          {config.qr_code_switch && <AddressQr address={address} />}
          <PaymentFacts order={order} address={address} />
        </div>
      ) : (
        <Callout intent="warning" icon="warning-sign" className="lc-recharge-no-address">
          <FormattedMessage id="balance_recharge.manual_no_address" />
        </Callout>
      )}
      <ol className="lc-recharge-steps">
        <li>
          <FormattedMessage
            id="balance_recharge.manual_step_pay"
            values={{ amount: <strong>{amount}</strong>, address: address ? 'set' : 'unset' }}
          />
        </li>
        <li data-step="quote">
          <FormattedMessage
            id="balance_recharge.manual_step_quote"
            values={{ order: <strong className="lc-recharge-quote">{orderNumber}</strong> }}
          />
          <CopyButton
            text={String(order.order_id)}
            label={intl.formatMessage({ id: 'balance_recharge.copy_order' })}
          />
        </li>
        <li>
          <FormattedMessage id="balance_recharge.manual_step_credit" />
        </li>
      </ol>
    </section>
  );
}
