import './vip-combo.css';
import { InputGroup } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import type { CustomFieldProps } from '../../ui/resource/types';

/** The language each box is for; zh-CN is the one every package must have. */
const LANGUAGE_KEYS: Record<Locale, MessageKey> = {
  'zh-CN': 'vip_combo.name_zh',
  'en-US': 'vip_combo.name_en',
  'sw-KE': 'vip_combo.name_sw',
};

export type LocalizedNameValue = Record<Locale, string>;

/** A blank name in every language: the value of a new package. */
export const EMPTY_NAME: LocalizedNameValue = { 'zh-CN': '', 'en-US': '', 'sw-KE': '' };

function asName(value: unknown): LocalizedNameValue {
  return typeof value === 'object' && value !== null ? { ...EMPTY_NAME, ...value } : EMPTY_NAME;
}

/**
 * A package's name in each console language, one box per language. A buyer reads their own
 * language's name, or the Chinese one when it is left blank, so only Chinese is required.
 */
export function LocalizedNameInput({ id, value, invalid, onChange }: CustomFieldProps) {
  const intl = useIntl();
  const name = asName(value);
  return (
    <div className="lc-localized-name">
      {LOCALES.map((locale, index) => {
        const inputId = index === 0 ? id : `${id}-${locale}`;
        return (
          <Fragment key={locale}>
            <label className="lc-localized-name-label" htmlFor={inputId}>
              {intl.formatMessage({ id: LANGUAGE_KEYS[locale] })}
            </label>
            <InputGroup
              id={inputId}
              name={`name.${locale}`}
              fill
              lang={locale}
              intent={invalid && locale === 'zh-CN' ? 'danger' : 'none'}
              placeholder={intl.formatMessage({
                id: locale === 'zh-CN' ? 'vip_combo.name_placeholder' : 'vip_combo.name_optional',
              })}
              value={name[locale]}
              onValueChange={(text) => onChange({ ...name, [locale]: text })}
            />
          </Fragment>
        );
      })}
    </div>
  );
}
