import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../src/core/i18n/intl';
import { type PayConfig, payConfigAtom, type UserInfo, userInfoAtom } from '../../../src/core/session/atoms';
import { appStore } from '../../../src/core/store';
import { WithdrawalAmountField, WithdrawalTerms } from '../../../src/panels/withdrawal_list/ApplyWithdrawal';

function render(node: ReactNode): string {
  appStore.set(payConfigAtom, { min_withdrawal: '10', withdrawal_fee: '1.5' } as PayConfig);
  appStore.set(userInfoAtom, { balance: '123.45' } as UserInfo);
  return renderToStaticMarkup(
    <Provider store={appStore}>
      <RawIntlProvider value={intlFor('en-US')}>{node}</RawIntlProvider>
    </Provider>,
  );
}

const amountField = (value: string) =>
  render(
    <WithdrawalAmountField
      id="amount"
      value={value}
      values={{}}
      invalid={false}
      onChange={() => undefined}
    />,
  );

describe('asking for a withdrawal', () => {
  it('says the minimum, the fee and the balance before anything is typed', () => {
    const terms = render(<WithdrawalTerms />);
    expect(terms).toContain('<strong>10</strong> USDT per withdrawal');
    expect(terms).toContain('a fee of <strong>1.5</strong> USDT');
    expect(terms).toContain('<strong>123.45</strong> USDT');
  });

  it('shows exactly what arrives once the fee is kept, as the amount is typed', () => {
    // Not above the fee: what it comes to is shown, marked, and the server refuses it.
    expect(amountField('0.3')).toContain('class="lc-expired">You receive <strong>-1.2</strong>');
    expect(amountField('')).not.toContain('You receive');
    expect(amountField('100.1')).toContain('You receive <strong>98.6</strong> USDT');
    expect(amountField('abc')).not.toContain('You receive');
  });
});
