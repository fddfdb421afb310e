import { Classes, TextArea } from '@blueprintjs/core';
import { Fragment, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contract/enums';
import { api } from '../../core/api/api';
import { PictureShowcase, type Showcase } from '../../features/picture-lists/PictureShowcase';
import { pictureListTypeChoices } from '../../features/picture-lists/picture-list-types';
import type { MessageKey } from '../../i18n/catalogues';
import { FormCell } from '../../ui/form-grid';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { SettingsField } from '../../ui/settings/SettingsFrame';
import type { SettingContext } from '../../ui/settings/settings-definition';

const LANGUAGE_KEYS: Record<Locale, MessageKey> = {
  'zh-CN': 'home_page_config.notice_zh',
  'en-US': 'home_page_config.notice_en',
  'sw-KE': 'home_page_config.notice_sw',
};

type Notice = Record<Locale, string>;

const noticeOf = (value: unknown): Notice => ({
  'zh-CN': '',
  'en-US': '',
  'sw-KE': '',
  ...(typeof value === 'object' && value !== null ? value : {}),
});

/** The notice in each language, one box each; readers of a blank language read the Chinese one. */
export function NoticeSetting({ record, values }: SettingContext) {
  const intl = useIntl();
  const notice = noticeOf(values.notice);
  return (
    <SettingsField
      record={record}
      name="notice"
      label={intl.formatMessage({ id: 'home_page_config.notice' })}
      helper={intl.formatMessage({ id: 'home_page_config.notice_help' })}
      inputId="settings-notice-zh-CN"
      wide
    >
      {LOCALES.map((locale) => (
        <Fragment key={locale}>
          <label className={Classes.TEXT_MUTED} htmlFor={`settings-notice-${locale}`}>
            {intl.formatMessage({ id: LANGUAGE_KEYS[locale] })}
          </label>
          <TextArea
            id={`settings-notice-${locale}`}
            lang={locale}
            fill
            autoResize
            rows={2}
            intent={record.errors.notice && locale === DEFAULT_LOCALE ? 'danger' : 'none'}
            value={notice[locale]}
            onChange={(event) => record.set('notice', { ...notice, [locale]: event.currentTarget.value })}
          />
        </Fragment>
      ))}
    </SettingsField>
  );
}

/** Which picture list type the customer home shows, or none. */
export function PicturesTypeSetting({ record, values }: SettingContext) {
  const intl = useIntl();
  const value = values.image_text_type_id;
  return (
    <SettingsField
      record={record}
      name="image_text_type_id"
      label={intl.formatMessage({ id: 'home_page_config.type' })}
      helper={intl.formatMessage({ id: 'home_page_config.type_help' })}
    >
      <RemoteSelect
        id="settings-image_text_type_id"
        value={typeof value === 'number' ? value : null}
        onChange={(id) => record.set('image_text_type_id', id)}
        load={pictureListTypeChoices}
        noneLabel={intl.formatMessage({ id: 'home_page_config.type_none' })}
        placeholder={intl.formatMessage({ id: 'home_page_config.type_none' })}
      />
    </SettingsField>
  );
}

/** The most pictures the preview reads, as many as the home shows. */
const PREVIEW_PICTURES = 50;

/** The shown pictures of a type, larger sort first, as the home will list them. */
function usePreviewPictures(typeId: number | null): Showcase['pictures'] {
  const [pictures, setPictures] = useState<Showcase['pictures']>([]);
  useEffect(() => {
    let current = true;
    if (typeId === null) setPictures([]);
    else
      api
        .call('image_text/inquire', { type_id: typeId, show_status: 1, page: 1, page_size: PREVIEW_PICTURES })
        .then(
          (page) => current && setPictures(page.list),
          () => current && setPictures([]),
        );
    return () => {
      current = false;
    };
  }, [typeId]);
  return pictures;
}

/** What customers will see with the values being edited, in the reader's own language. */
export function ShowcasePreview({ values }: SettingContext) {
  const intl = useIntl();
  const typeId = typeof values.image_text_type_id === 'number' ? values.image_text_type_id : null;
  const pictures = usePreviewPictures(typeId);
  const notice = noticeOf(values.notice);
  const locale = (LOCALES as readonly string[]).includes(intl.locale)
    ? (intl.locale as Locale)
    : DEFAULT_LOCALE;
  const shownNotice = values.notice_switch === true ? notice[locale] || notice[DEFAULT_LOCALE] || null : null;
  return (
    <FormCell wide>
      <div className={Classes.FORM_GROUP}>
        <span className={Classes.LABEL}>
          <FormattedMessage id="home_page_config.preview" />
        </span>
        <div className="lc-home-preview" data-testid="home-preview">
          {shownNotice || pictures.length > 0 ? (
            <PictureShowcase showcase={{ notice: shownNotice, pictures }} live={false} />
          ) : (
            <span className={Classes.TEXT_MUTED}>
              <FormattedMessage id="home_page_config.preview_empty" />
            </span>
          )}
        </div>
      </div>
    </FormCell>
  );
}
