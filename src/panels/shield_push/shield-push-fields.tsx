import './shield-push.css';
import { Callout, TextArea } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormCell } from '../../ui/form-grid';
import { PanelLink } from '../../ui/PanelLink';
import { SettingsField } from '../../ui/settings/SettingsFrame';
import type { SettingContext } from '../../ui/settings/settings-definition';
import { settingInputId } from '../../ui/settings/settings-fields';

/**
 * Says that alerts cannot arrive while the reader has no Telegram bound, with the way to bind
 * one; nothing once bound. The record answers `telegram_bound` beside the subscription.
 */
export function TelegramBoundCallout({ values }: SettingContext) {
  if (values.telegram_bound !== false) return null;
  return (
    <FormCell wide>
      <Callout intent="warning" icon="chat" className="lc-settings-callout lc-shield-push-callout">
        <FormattedMessage id="shield_ui.push_not_bound" />
        <PanelLink panel="telegram_bot_binding" labelKey="shield_ui.push_bind" />
      </Callout>
    </FormCell>
  );
}

/** The domains to hear about: host names one per line or comma-separated; empty means every one. */
export function PushHostsSetting({ record, values }: SettingContext) {
  const intl = useIntl();
  return (
    <SettingsField
      record={record}
      name="hosts"
      label={intl.formatMessage({ id: 'shield_ui.push_hosts' })}
      helper={intl.formatMessage({ id: 'shield_ui.push_hosts_help' })}
      wide
    >
      <TextArea
        id={settingInputId('hosts')}
        name="hosts"
        fill
        rows={4}
        className="lc-shield-push-hosts"
        intent={record.errors.hosts ? 'danger' : 'none'}
        placeholder={intl.formatMessage({ id: 'shield_ui.push_hosts_placeholder' })}
        value={String(values.hosts ?? '')}
        onChange={(event) => record.set('hosts', event.currentTarget.value)}
      />
    </SettingsField>
  );
}
