import type { IntlShape } from 'react-intl';
import { textIn } from '../../../contract/localized';
import { api } from '../../core/api/api';
import type { MessageKey } from '../../i18n/catalogues';
import type { FieldDef, LoadedOption } from '../../ui/resource/types';

/** The most categories or brands a form offers: a mall's catalogue tree stays far smaller. */
const CHOICES = 500;

/** Every category in tree order, indented by depth, titled in the reader's language. */
export async function categoryOptions(intl: IntlShape): Promise<LoadedOption[]> {
  const { list } = await api.call('mall_category_list/inquire', { page: 1, page_size: CHOICES });
  return list.map((row) => ({
    value: row.id,
    label: `${'\u3000'.repeat(row.depth)}${textIn(row.title, intl.locale)}`,
  }));
}

/** Every brand, in the reader's language when it has a translation. */
export async function brandOptions(intl: IntlShape): Promise<LoadedOption[]> {
  const { list } = await api.call('mall_brand_list/inquire', { page: 1, page_size: CHOICES });
  return list.map((row) => ({ value: row.id, label: textIn(row.translations, intl.locale, row.title) }));
}

type SelectOptions = {
  name: string;
  labelKey: MessageKey;
  /** The choice of value 0: no parent (the top), no brand, or "choose one". */
  noneKey: MessageKey;
  /** Said when 0 is left chosen where a real choice is needed. */
  requiredKey?: MessageKey;
};

/** A described select of every category, in tree order. */
export function categoryField({ name, labelKey, noneKey, requiredKey }: SelectOptions): FieldDef {
  return {
    name,
    labelKey,
    kind: 'select',
    required: requiredKey !== undefined,
    options: [{ value: 0, labelKey: noneKey }],
    loadOptions: categoryOptions,
    check: (value) => (requiredKey && !value ? requiredKey : null),
  };
}

/** A described select of a product's brand among every brand, or none. */
export function brandField(name: string): FieldDef {
  return {
    name,
    labelKey: 'mall_product_list.brand',
    kind: 'select',
    options: [{ value: 0, labelKey: 'mall_product_list.no_brand' }],
    loadOptions: brandOptions,
  };
}
