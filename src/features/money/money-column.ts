import type { MessageKey } from '../../i18n/catalogues';
import type { ColumnDef } from '../../ui/resource/types';
import { formatMoney } from './money-format';

type MoneyKey<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

/** An amount (a decimal string) right-aligned with digit grouping, every decimal kept. */
export function moneyColumn<Row>(key: MoneyKey<Row>, titleKey: MessageKey, width = 110): ColumnDef<Row> {
  return {
    key,
    titleKey,
    width,
    align: 'right',
    render: (row, intl) => formatMoney(intl, row[key] as string),
  };
}
