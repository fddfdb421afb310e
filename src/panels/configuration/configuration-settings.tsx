import { Button, Callout, Classes, Icon, InputGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShortCodeExhibit } from '../../../contract/enums';
import { DEFAULT_LOGO } from '../../core/branding';
import { canOpenPanel, openPanel } from '../../core/panels/open-panel';
import { userInfoAtom } from '../../core/session/atoms';
import { refreshWebsite } from '../../core/session/refresh';
import { FormCell } from '../../ui/form-grid';
import type { FormValues } from '../../ui/resource/types';
import { SettingsField, WithAddon } from '../../ui/settings/SettingsFrame';
import { type SettingContext, settingsDefinition } from '../../ui/settings/settings-definition';
import { SwitchSetting, settingInputId } from '../../ui/settings/settings-fields';
import { isHexColour, lockoutSummary, textOn, turnsMaintenanceOn } from './configuration-rules';
import { TimeZoneSelect } from './TimeZoneSelect';

/** A small preview of a logo address; a broken address shows a warning instead of a broken image. */
function LogoPreview({ src }: { src: string }) {
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
function ColourSetting({ record, values }: SettingContext) {
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
function BrandPreview({ values }: SettingContext) {
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
function GoogleVerificationSetting(context: SettingContext) {
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
            {canOpenPanel('update_password') && (
              <Button
                variant="minimal"
                size="small"
                intent="primary"
                endIcon="arrow-right"
                onClick={() => openPanel('update_password')}
              >
                <FormattedMessage id="configuration.google_own_setup" />
              </Button>
            )}
          </Callout>
        </FormCell>
      )}
    </>
  );
}

/** Says what maintenance does, louder while it is on. */
function MaintenanceWarning({ values }: SettingContext) {
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

function TimeZoneSetting({ record, values }: SettingContext) {
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

function LockoutSummary({ values }: { values: FormValues }) {
  return (
    <FormattedMessage
      id="configuration.lockout_summary"
      values={lockoutSummary(values) ?? { failures: '—', window: '—', minutes: '—' }}
    />
  );
}

function MaintenanceQuestion() {
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

const logoAddon = (name: string) => (values: FormValues) => <LogoPreview src={String(values[name] ?? '')} />;

/** SPEC §8 `configuration`: the site's titles, logos, colour, registration, login security, maintenance and statistics zone. */
export const configurationSettings = settingsDefinition({
  titleKey: 'menu.configuration',
  icon: 'settings',
  inquire: 'configuration/inquire',
  update: 'configuration/update',
  onSaved: refreshWebsite,
  confirmSave: (saved, values) => (turnsMaintenanceOn(saved, values) ? <MaintenanceQuestion /> : null),
  sections: [
    {
      key: 'brand',
      titleKey: 'configuration.section_brand',
      icon: 'style',
      description: () => <FormattedMessage id="configuration.section_brand_help" />,
      fields: [
        {
          kind: 'text',
          name: 'title',
          labelKey: 'configuration.title',
          helperKey: 'configuration.title_help',
          required: true,
        },
        {
          kind: 'text',
          name: 'icon',
          labelKey: 'configuration.icon',
          placeholder: '/logo.png',
          addon: logoAddon('icon'),
        },
        {
          kind: 'text',
          name: 'admin_title',
          labelKey: 'configuration.admin_title',
          helperKey: 'configuration.admin_title_help',
          required: true,
        },
        {
          kind: 'text',
          name: 'admin_logo',
          labelKey: 'configuration.admin_logo',
          placeholder: '/logo.png',
          addon: logoAddon('admin_logo'),
        },
        { kind: 'custom', key: 'color', render: ColourSetting },
        { kind: 'custom', key: 'brand-preview', render: BrandPreview },
      ],
    },
    {
      key: 'register',
      titleKey: 'configuration.section_register',
      icon: 'new-person',
      fields: [
        {
          kind: 'switch',
          name: 'admin_register',
          labelKey: 'configuration.admin_register',
          helperKey: 'configuration.admin_register_help',
          onLabelKey: 'configuration.register_open',
          offLabelKey: 'configuration.register_closed',
        },
        {
          kind: 'text',
          name: 'admin_register_url',
          labelKey: 'configuration.admin_register_url',
          helperKey: 'configuration.admin_register_url_help',
          placeholder: 'https://',
        },
      ],
    },
    {
      key: 'security',
      titleKey: 'configuration.section_security',
      icon: 'shield',
      description: LockoutSummary,
      fields: [
        {
          kind: 'number',
          name: 'lockout_failures',
          labelKey: 'configuration.lockout_failures',
          min: 1,
          max: 100,
          unitKey: 'configuration.unit_times',
        },
        {
          kind: 'number',
          name: 'lockout_window_minutes',
          labelKey: 'configuration.lockout_window_minutes',
          min: 1,
          max: 10080,
          unitKey: 'configuration.unit_minutes',
        },
        {
          kind: 'number',
          name: 'lockout_minutes',
          labelKey: 'configuration.lockout_minutes',
          min: 1,
          max: 10080,
          unitKey: 'configuration.unit_minutes',
        },
        {
          kind: 'text',
          name: 'default_reset_password',
          labelKey: 'configuration.default_reset_password',
          helperKey: 'configuration.default_reset_password_help',
          required: true,
          secret: true,
        },
        { kind: 'custom', key: 'google_verification', render: GoogleVerificationSetting },
      ],
    },
    {
      key: 'maintenance',
      titleKey: 'configuration.section_maintenance',
      icon: 'wrench',
      fields: [
        {
          kind: 'switch',
          name: 'maintenance',
          labelKey: 'configuration.maintenance',
          onLabelKey: 'configuration.maintenance_on',
          offLabelKey: 'configuration.maintenance_off',
        },
        { kind: 'custom', key: 'maintenance-warning', render: MaintenanceWarning },
      ],
    },
    {
      key: 'short-links',
      titleKey: 'configuration.section_short_links',
      icon: 'link',
      fields: [
        {
          kind: 'switch',
          name: 'short_code_exhibit',
          labelKey: 'configuration.short_code_exhibit',
          helperKey: 'configuration.short_code_exhibit_help',
          onLabelKey: 'configuration.short_code_shown',
          offLabelKey: 'configuration.short_code_hidden',
          switchValues: { on: ShortCodeExhibit.show, off: ShortCodeExhibit.hide },
        },
      ],
    },
    {
      key: 'statistics',
      titleKey: 'configuration.section_statistics',
      icon: 'timeline-line-chart',
      fields: [
        { kind: 'custom', key: 'time_zone', render: TimeZoneSetting },
        {
          kind: 'number',
          name: 'visit_retention_days',
          labelKey: 'configuration.visit_retention_days',
          helperKey: 'configuration.visit_retention_help',
          min: 7,
          max: 3650,
          unitKey: 'configuration.unit_days',
        },
      ],
    },
    {
      key: 'limits',
      titleKey: 'configuration.section_limits',
      icon: 'dashboard',
      description: () => <FormattedMessage id="configuration.section_limits_help" />,
      fields: [
        {
          kind: 'number',
          name: 'max_sessions_per_user',
          labelKey: 'configuration.max_sessions_per_user',
          helperKey: 'configuration.max_sessions_help',
          min: 1,
          max: 100,
        },
        {
          kind: 'number',
          name: 'max_layouts_per_user',
          labelKey: 'configuration.max_layouts_per_user',
          min: 1,
          max: 100,
        },
        {
          kind: 'number',
          name: 'max_exports_in_progress',
          labelKey: 'configuration.max_exports_in_progress',
          min: 1,
          max: 20,
        },
      ],
    },
  ],
});
