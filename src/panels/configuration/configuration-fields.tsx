import { Callout, Classes, Icon, InputGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOGO } from '../../core/branding';
import { userInfoAtom } from '../../core/session/atoms';
import { FormCell } from '../../ui/form-grid';
import { PanelLink } from '../../ui/PanelLink';
import type { FormValues } from '../../ui/resource/types';
import { SettingsField, WithAddon } from '../../ui/settings/SettingsFrame';
import type { SettingContext } from '../../ui/settings/settings-definition';
import { SwitchSetting, settingInputId } from '../../ui/settings/settings-fields';
import { isHexColour, lockoutSummary, textOn } from './configuration-rules';
import { TimeZoneSelect } from './TimeZoneSelect';

// The configuration page's own controls: what its description cannot say with plain fields.

/** A small preview of a logo address; a broken address shows a warning instead of a broken image. */
export function LogoPreview({ src }: { src: string }) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return <Icon icon="media" size={14} className="lc-logo-empty" />;
  if (failed === src) {
    return (
      <span className="lc-logo-preview" title={intl.formatMessage({ id: 'configuration.logo_broken' })}>
        <Icon icon="warning-sign" intent="warning" size={14} />
      </span>
    );
  }
  return (
    <span className="lc-logo-preview">
      <img
        src={src}
        alt={intl.formatMessage({ id: 'configuration.logo_preview' })}
        onError={() => setFailed(src)}
      />
    </span>
  );
}

/** The colour field: the text value, a swatch that opens the system colour picker. */
export function ColourSetting({ record, values }: SettingContext) {
  const intl = useIntl();
  const colour = String(values.color ?? '');
  const valid = isHexColour(colour);
  return (
    <SettingsField
      record={record}
      name="color"
      label={intl.formatMessage({ id: 'configuration.color' })}
      helper={intl.formatMessage({ id: 'configuration.color_help' })}
      required
    >
      <WithAddon
        start={
          <label className="lc-colour-swatch" style={{ background: valid ? colour : 'transparent' }}>
            <input
              type="color"
              value={valid ? colour.toLowerCase() : '#000000'}
              aria-label={intl.formatMessage({ id: 'configuration.color_pick' })}
              onChange={(event) => record.set('color', event.currentTarget.value)}
            />
          </label>
        }
      >
        <InputGroup
          id={settingInputId('color')}
          name="color"
          fill
          className="lc-colour-input"
          intent={record.errors.color ? 'danger' : 'none'}
          placeholder="#f5ca47"
          value={colour}
          onValueChange={(value) => record.set('color', value.trim())}
        />
      </WithAddon>
    </SettingsField>
  );
}

/** How the titles, logo and colour look together, before they are saved. */
export function BrandPreview({ values }: SettingContext) {
  const intl = useIntl();
  const colour = String(values.color ?? '');
  const background = isHexColour(colour) ? colour : '#f5ca47';
  const logo = String(values.admin_logo || values.icon || DEFAULT_LOGO);
  return (
    <FormCell span={18}>
      <div className={Classes.FORM_GROUP}>
        <span className={Classes.LABEL}>
          <FormattedMessage id="configuration.preview" />
        </span>
        <div className="lc-brand-preview" data-testid="brand-preview">
          <img src={logo} alt="" width={20} height={20} />
          <strong>{String(values.admin_title ?? '')}</strong>
          <span className="lc-brand-preview-site">{String(values.title ?? '')}</span>
          <span className="lc-header-spacer" />
          <span className="lc-brand-preview-button" style={{ background, color: textOn(background) }}>
            {intl.formatMessage({ id: 'configuration.preview_button' })}
          </span>
          <span className="lc-brand-preview-link" style={{ borderColor: background }}>
            {colour}
          </span>
        </div>
      </div>
    </FormCell>
  );
}

/** Google verification, with a way to set up one's own authenticator first. */
export function GoogleVerificationSetting(context: SettingContext) {
  const user = useAtomValue(userInfoAtom);
  const needsOwnAuthenticator = context.values.google_verification === true && user?.totp_enabled === false;
  return (
    <>
      <SwitchSetting
        {...context}
        spec={{
          kind: 'switch',
          name: 'google_verification',
          labelKey: 'configuration.google_verification',
          helperKey: 'configuration.google_verification_help',
          onLabelKey: 'configuration.on',
          offLabelKey: 'configuration.off',
        }}
      />
      {needsOwnAuthenticator && (
        <FormCell span={18}>
          <Callout intent="primary" icon="mobile-phone" className="lc-settings-callout lc-inline-callout">
            <FormattedMessage id="configuration.google_own_hint" />
            <PanelLink panel="update_password" labelKey="configuration.google_own_setup" />
          </Callout>
        </FormCell>
      )}
    </>
  );
}

/** Says what maintenance does, louder while it is on. */
export function MaintenanceWarning({ values }: SettingContext) {
  const on = values.maintenance === true;
  return (
    <FormCell span={18}>
      <Callout
        intent={on ? 'danger' : 'warning'}
        icon="warning-sign"
        className="lc-settings-callout lc-inline-callout"
        role={on ? 'alert' : undefined}
        data-testid="maintenance-warning"
      >
        <FormattedMessage id="configuration.maintenance_warning" />
      </Callout>
    </FormCell>
  );
}

export function TimeZoneSetting({ record, values }: SettingContext) {
  const intl = useIntl();
  return (
    <SettingsField
      record={record}
      name="time_zone"
      label={intl.formatMessage({ id: 'configuration.time_zone_label' })}
      helper={intl.formatMessage({ id: 'configuration.time_zone_help' })}
      required
    >
      <TimeZoneSelect
        id={settingInputId('time_zone')}
        value={String(values.time_zone ?? '')}
        invalid={Boolean(record.errors.time_zone)}
        onChange={(zone) => record.set('time_zone', zone)}
      />
    </SettingsField>
  );
}

export function LockoutSummary({ values }: { values: FormValues }) {
  return (
    <FormattedMessage
      id="configuration.lockout_summary"
      values={lockoutSummary(values) ?? { failures: '—', window: '—', minutes: '—' }}
    />
  );
}

export function MaintenanceQuestion() {
  return (
    <>
      <p>
        <strong>
          <FormattedMessage id="configuration.maintenance_confirm_title" />
        </strong>
      </p>
      <p>
        <FormattedMessage id="configuration.maintenance_warning" />
      </p>
    </>
  );
}
