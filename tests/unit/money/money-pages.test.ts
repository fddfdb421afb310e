import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls';
import { BillType, LOCALES, OrderStatus, OrderType, PayType } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import {
  billColumns,
  billCreditResource,
  billResource,
  userBillResource,
} from '../../../src/features/money/bill-resource';
import { isCreditable, negateMoney, subtractMoney } from '../../../src/features/money/money-rules';
import {
  BILL_TYPE_OPTIONS,
  ORDER_STATUS_OPTIONS,
  ORDER_TYPE_OPTIONS,
  PAY_TYPE_LABELS,
} from '../../../src/features/money/money-tags';
import {
  type OrderRow,
  orderColumns,
  orderPackage,
  orderResource,
  userOrderResource,
} from '../../../src/features/money/order-resource';
import { catalogues } from '../../../src/i18n/catalogues';
import { checkForm } from '../../../src/ui/resource/ResourceForm';

const NOW = Date.parse('2026-11-25T08:00:00.000Z');
const minutesFromNow = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function order(fields: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 1016,
    user_id: 8,
    account: 'hz_meijia',
    type: OrderType.recharge,
    amount: '200.000412',
    status: OrderStatus.pending_payment,
    pay_type: PayType.trc20_usdt,
    combo_name: null,
    days: null,
    tx_hash: '',
    remark: '',
    expire_time: minutesFromNow(22),
    create_time: minutesFromNow(-8),
    pay_time: null,
    ...fields,
  };
}

describe('crediting an order by hand', () => {
  it('is offered for a recharge still waiting for its transfer', () => {
    expect(isCreditable(order(), NOW)).toBe(true);
    expect(isCreditable(order({ expire_time: null }), NOW)).toBe(true);
  });

  it('is not offered once the order ran out, even before the list is reloaded', () => {
    expect(isCreditable(order({ expire_time: minutesFromNow(-1) }), NOW)).toBe(false);
    expect(isCreditable(order({ expire_time: minutesFromNow(0) }), NOW)).toBe(false);
    expect(isCreditable(order({ status: OrderStatus.expired }), NOW)).toBe(false);
  });

  it('is not offered for a paid order or a package purchase', () => {
    expect(isCreditable(order({ status: OrderStatus.paid }), NOW)).toBe(false);
    expect(isCreditable(order({ type: OrderType.vip }), NOW)).toBe(false);
  });

  const [credit] = orderResource.rowForms ?? [];

  it('is a row form of the administrators’ order list only', () => {
    expect(credit?.call).toBe('order/credit');
    expect(userOrderResource.rowForms).toBeUndefined();
  });

  it('asks for the transaction hash in the call’s own words before sending', () => {
    if (!credit) throw new Error('the order list has no credit form');
    const intl = intlFor('en-US');
    const initial = credit.initial(order());
    const blank = checkForm(calls['order/credit'].input, credit.fields, initial, intl);
    expect(blank).toEqual({ ok: false, errors: { tx_hash: 'Enter the transaction hash' } });
    const short = checkForm(
      calls['order/credit'].input,
      credit.fields,
      { ...initial, tx_hash: 'ab12' },
      intl,
    );
    expect(short).toEqual({
      ok: false,
      errors: { tx_hash: 'A transaction hash is 64 hexadecimal digits, with or without 0x in front' },
    });
    const filled = checkForm(
      calls['order/credit'].input,
      credit.fields,
      { ...initial, tx_hash: ` 0x${'AB12'.repeat(16)} ` },
      intl,
    );
    expect(filled).toEqual({
      ok: true,
      input: { order_id: 1016, tx_hash: 'ab12'.repeat(16), remark: '' },
    });
  });

  it('tells the new balance once credited, digit for digit', () => {
    const intl = intlFor('en-US');
    expect(credit?.savedMessage?.({ balance: '1234501.000412' }, order(), intl)).toBe(
      'Order #1016 credited: the balance of hz_meijia is now 1,234,501.000412 USDT',
    );
  });
});

describe('ledger arithmetic', () => {
  it('negates an amount as the server spells it', () => {
    expect(negateMoney('12.5')).toBe('-12.5');
    expect(negateMoney('-0.000001')).toBe('0.000001');
    expect(negateMoney('0')).toBe('0');
  });

  it('subtracts exactly, where a float would not', () => {
    expect(subtractMoney('100', '99.5')).toBe('0.5');
    expect(subtractMoney('59.7', '359.7')).toBe('-300');
    expect(subtractMoney('0.3', '0.1')).toBe('0.2');
    expect(subtractMoney('0.000001', '0.000002')).toBe('-0.000001');
    expect(subtractMoney('99999999999999.999999', '-0.000001')).toBe('100000000000000');
    expect(subtractMoney('1500.5', '1500.5')).toBe('0');
  });
});

describe('money labels', () => {
  const labelled = (key: string) => LOCALES.every((locale) => Boolean(catalogues[locale][key]));

  it.each([
    ['OrderStatus', ORDER_STATUS_OPTIONS, OrderStatus],
    ['OrderType', ORDER_TYPE_OPTIONS, OrderType],
    ['BillType', BILL_TYPE_OPTIONS, BillType],
  ] as const)('offer every %s value as a filter, in order, named in every language', (_, options, values) => {
    expect(options.map((option) => option.value)).toEqual(Object.values(values).sort((a, b) => a - b));
    expect(options.filter((option) => !labelled(option.labelKey))).toEqual([]);
  });

  it('name every pay type in every language', () => {
    expect(Object.values(PAY_TYPE_LABELS).filter((key) => !labelled(key))).toEqual([]);
  });
});

describe('the package of an order', () => {
  const gold = { 'zh-CN': '黄金会员', 'en-US': 'Gold membership', 'sw-KE': '' };

  it('reads in the reader’s language, with its days', () => {
    const row = { combo_name: gold, days: 30 };
    expect(orderPackage(intlFor('en-US'), row)).toBe('Gold membership · 30 days');
    expect(orderPackage(intlFor('zh-CN'), row)).toBe('黄金会员 · 30 天');
  });

  it('falls back to the Chinese name a package always has', () => {
    expect(orderPackage(intlFor('sw-KE'), { combo_name: gold, days: 1 })).toBe('黄金会员 · siku 1');
  });

  it('is nothing for an order that bought no package', () => {
    expect(orderPackage(intlFor('en-US'), { combo_name: null, days: null })).toBeNull();
  });
});

describe('the money tables', () => {
  const keys = (columns: { key: string }[]) => columns.map((column) => column.key);

  it('name the account only on the administrators’ order list', () => {
    expect(keys(orderColumns({ showAccount: true }))).toContain('account');
    expect(keys(orderColumns({ showAccount: false }))).not.toContain('account');
    expect(keys(orderResource.columns)).toContain('account');
    expect(keys(userOrderResource.columns)).not.toContain('account');
  });

  it('share the ledger columns: who on the administrators’ lists, the type where types mix', () => {
    expect(keys(billResource.columns)).toEqual(keys(billColumns({ showUser: true, showType: true })));
    expect(keys(billResource.columns).slice(0, 3)).toEqual(['account', 'phone', 'type']);
    expect(keys(billCreditResource.columns)).not.toContain('type');
    expect(keys(billCreditResource.columns)).toContain('phone');
    expect(keys(userBillResource.columns)).not.toContain('account');
    expect(keys(userBillResource.columns)).toContain('type');
  });

  it('filter by what each call takes', () => {
    const names = (filters: typeof billResource.filters) =>
      (filters ?? []).flatMap((filter) =>
        filter.kind === 'daterange' ? [filter.startName, filter.endName] : [filter.name],
      );
    const takes = (path: keyof typeof calls, fields: string[]) => {
      const shape = (calls[path].input as unknown as { shape: Record<string, unknown> }).shape;
      return fields.filter((field) => !(field in shape));
    };
    expect(takes('order/inquire', names(orderResource.filters))).toEqual([]);
    expect(takes('user_order/inquire', names(userOrderResource.filters))).toEqual([]);
    expect(takes('bill/inquire', names(billResource.filters))).toEqual([]);
    expect(takes('bill_credit/inquire', names(billCreditResource.filters))).toEqual([]);
    expect(takes('user_order/bills', names(userBillResource.filters))).toEqual([]);
  });
});
