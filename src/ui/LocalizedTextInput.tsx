import './localized-text.css';
import { InputGroup } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../contract/enums';
import { EMPTY_LOCALIZED, type LocalizedText } from '../../contract/localized';
import type { MessageKey } from '../i18n/catalogues';

/** The language each box is for, in the reader's language. */
const LANGUAGE_KEYS: Record<Locale, MessageKey> = {
  'zh-CN': 'localized_text.zh-CN',
  'en-US': 'localized_text.en-US',
  'sw-KE': 'localized_text.sw-KE',
};

function asLocalized(value: unknown): LocalizedText {
  return typeof value === 'object' && value !== null ? { ...EMPTY_LOCALIZED, ...value } : EMPTY_LOCALIZED;
}

export type LocalizedTextInputProps = {
  id: string;
  /** The field's name; each box is named `<name>.<locale>`. */
  name: string;
  value: unknown;
  invalid: boolean;
  onChange(value: LocalizedText): void;
  /** zh-CN must be filled: readers of a blank language see the Chinese text. */
  required: boolean;
  /** The zh-CN box's hint; the others say they are optional when zh-CN is required. */
  placeholder?: string;
};

/** A text in each console language, one box per language beside its language's name. */
export function LocalizedTextInput({
  id,
  name,
  value,
  invalid,
  onChange,
  required,
  placeholder,
}: LocalizedTextInputProps) {
  const intl = useIntl();
  const texts = asLocalized(value);
  return (
    <div className="lc-localized-text">
      {LOCALES.map((locale, index) => {
        const inputId = index === 0 ? id : `${id}-${locale}`;
        const main = locale === 'zh-CN';
        return (
          <Fragment key={locale}>
            <label className="lc-localized-text-label" htmlFor={inputId}>
              {intl.formatMessage({ id: LANGUAGE_KEYS[locale] })}
            </label>
            <InputGroup
              id={inputId}
              name={`${name}.${locale}`}
              fill
              lang={locale}
              intent={invalid && (main || !required) ? 'danger' : 'none'}
              placeholder={
                main || !required ? placeholder : intl.formatMessage({ id: 'localized_text.optional' })
              }
              value={texts[locale]}
              onValueChange={(text) => onChange({ ...texts, [locale]: text })}
            />
          </Fragment>
        );
      })}
    </div>
  );
}
