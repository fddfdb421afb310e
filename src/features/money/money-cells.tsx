import './money.css';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { ColumnDef } from '../../ui/resource/types';
import { isNegativeDecimal } from '../accounts/account-rules';
import { CopyButton } from '../codes/CopyButton';
import { formatMoney, formatSignedMoney } from './money-format';

/** An amount as a table shows it: grouped digit for digit, in tabular figures for the right edge. */
export function Money({ amount }: { amount: string }) {
  const intl = useIntl();
  return <span className="lc-money">{formatMoney(intl, amount)}</span>;
}

/** The currency after an amount field, styled wherever the field is (its panel's own CSS may not be loaded). */
export function UsdtUnit() {
  return <span className="lc-balance-unit">USDT</span>;
}

/** A ledger change with its sign, green when money came in and red when it went out. */
export function SignedMoney({ amount }: { amount: string }) {
  const intl = useIntl();
  const outgoing = isNegativeDecimal(amount);
  return (
    <span className={`lc-money ${outgoing ? 'lc-money-out' : 'lc-money-in'}`}>
      {formatSignedMoney(intl, amount)}
    </span>
  );
}

/** A transaction hash: monospace and clipped, the whole hash in the tooltip; a dash when there is none. */
export function TxHash({ hash }: { hash: string }) {
  return <ClippedText text={hash} className="lc-tx-hash" />;
}

/**
 * A value of the chain (a transaction hash, an address) in monospace with a button that copies it
 * whole: clipped, with the whole value in its tooltip, unless `full` (a Base58 address is short
 * enough to read in full, and is read aloud to compare). A dash when there is none.
 */
export function ChainValue({
  text,
  copyKey,
  full,
  className,
}: {
  text: string;
  copyKey: MessageKey;
  full?: boolean;
  /** Styles the cell further (a narrower clip for addresses in a wide table). */
  className?: string;
}) {
  const intl = useIntl();
  if (!text) return '—';
  return (
    <span className={className ? `lc-chain-value ${className}` : 'lc-chain-value'}>
      {full ? (
        <span className="lc-chain-text">{text}</span>
      ) : (
        <ClippedText text={text} className="lc-tx-hash" />
      )}
      <CopyButton text={text} label={intl.formatMessage({ id: copyKey })} />
    </span>
  );
}

/** A row's amount in USDT, digit for digit, on the right edge. */
export function amountColumn<Row extends { amount: string }>(width = 120): ColumnDef<Row> {
  return {
    key: 'amount',
    titleKey: 'money_ui.amount_usdt',
    width,
    align: 'right',
    render: (row) => <Money amount={row.amount} />,
  };
}

/** Whose money a row is about (an order, a ledger row): the account, in bold, sortable on the page. */
export function accountColumn<Row extends { account: string }>(): ColumnDef<Row> {
  return {
    key: 'account',
    titleKey: 'money_ui.account',
    width: 130,
    sortValue: (row) => row.account,
    render: (row) => <strong>{row.account}</strong>,
  };
}
