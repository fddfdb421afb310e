import { Pre } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ANALYTICS,
  ANALYTICS_PROVIDERS,
  type AnalyticsProvider,
  snippetMarkup,
} from '../../../contract/analytics';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { SettingsField } from '../../ui/settings/SettingsFrame';
import type { SettingContext } from '../../ui/settings/settings-definition';
import { settingsDefinition } from '../../ui/settings/settings-definition';
import { settingInputId, TextSetting } from '../../ui/settings/settings-fields';

const providerOf = (values: SettingContext['values']) => String(values.provider) as AnalyticsProvider;

function ProviderSelect({ record, values }: SettingContext) {
  const intl = useIntl();
  return (
    <SettingsField record={record} name="provider" label={intl.formatMessage({ id: 'js_config.provider' })}>
      <HTMLSelect
        id={settingInputId('provider')}
        fill
        value={providerOf(values)}
        options={ANALYTICS_PROVIDERS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `js_config.provider_${value}` }),
        }))}
        onChange={(event) => record.set('provider', event.currentTarget.value)}
      />
    </SettingsField>
  );
}

/** The site id, with the chosen provider's example as placeholder and its own help. */
function SiteIdSetting(context: SettingContext) {
  const provider = providerOf(context.values);
  return (
    <TextSetting
      {...context}
      spec={{
        kind: 'text',
        name: 'site_id',
        labelKey: 'js_config.site_id',
        helperKey: `js_config.help_${provider}`,
        placeholder: ANALYTICS[provider]?.example,
        wide: true,
      }}
    />
  );
}

/** Where the nonce of each visit goes: the preview cannot know it. */
const NONCE_SHOWN = '…';

/** The exact markup the landing pages will carry, read-only; nothing while off or while the id is not valid. */
function SnippetPreview({ record, values }: SettingContext) {
  const intl = useIntl();
  const provider = providerOf(values);
  const siteId = String(values.site_id ?? '').trim();
  const markup = provider in ANALYTICS ? snippetMarkup({ provider, siteId }, NONCE_SHOWN) : '';
  const note =
    values.enabled !== true ? 'js_config.preview_off' : markup ? null : 'js_config.preview_invalid';
  return (
    <SettingsField
      record={record}
      name="preview"
      label={intl.formatMessage({ id: 'js_config.preview' })}
      helper={<FormattedMessage id="js_config.preview_help" />}
      wide
    >
      {note ? (
        <p className="lc-settings-description">
          <FormattedMessage id={note} />
        </p>
      ) : (
        <Pre aria-readonly="true" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {markup.replaceAll('><', '>\n<')}
        </Pre>
      )}
    </SettingsField>
  );
}

/**
 * SPEC `js_config`: which analytics service counts the visitors of the caller's landing pages. The
 * snippet is a fixed template of the platform with the site id escaped into it, never a script the
 * customer writes.
 */
export const jsConfigSettings = settingsDefinition({
  titleKey: 'menu.js_config',
  icon: 'code',
  descriptionKey: 'js_config.description',
  inquire: 'js_config/inquire',
  update: 'js_config/update',
  sections: [
    {
      key: 'snippet',
      titleKey: 'js_config.section_snippet',
      icon: 'timeline-bar-chart',
      description: () => <FormattedMessage id="js_config.section_snippet_help" />,
      fields: [
        {
          kind: 'switch',
          name: 'enabled',
          labelKey: 'js_config.enabled',
          helperKey: 'js_config.enabled_help',
          onLabelKey: 'js_config.on',
          offLabelKey: 'js_config.off',
        },
        { kind: 'custom', key: 'provider', render: ProviderSelect },
        { kind: 'custom', key: 'site_id', render: SiteIdSetting },
        { kind: 'custom', key: 'preview', render: SnippetPreview },
      ],
    },
  ],
});
