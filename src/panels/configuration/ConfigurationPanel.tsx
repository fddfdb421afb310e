import './configuration.css';
import { Button, Callout, Classes, Icon, InputGroup, NumericInput, Switch } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShortCodeExhibit } from '../../../contract/enums';
import { DEFAULT_LOGO } from '../../core/branding';
import { canOpenPanel, openPanel } from '../../core/panels/open-panel';
import { userInfoAtom } from '../../core/session/atoms';
import { refreshWebsite } from '../../core/session/refresh';
import type { MessageKey } from '../../i18n/catalogues';
import { FormCell } from '../../ui/form-grid';
import { SettingsField, SettingsFrame, SettingsSection, WithAddon } from '../../ui/resource/SettingsFrame';
import type { FormValues } from '../../ui/resource/types';
import { type SettingsRecord, useSettingsRecord } from '../../ui/resource/use-settings-record';
import { isHexColour, lockoutSummary, textOn, turnsMaintenanceOn } from './configuration-rules';
import { TimeZoneSelect } from './TimeZoneSelect';

type FieldProps = {
  record: SettingsRecord;
  values: FormValues;
  name: string;
  labelKey: MessageKey;
  helperKey?: MessageKey;
  required?: boolean;
};

const inputId = (name: string) => `settings-${name}`;

function TextSetting({
  record,
  values,
  name,
  labelKey,
  helperKey,
  required,
  placeholder,
  addon,
  type,
}: FieldProps & { placeholder?: string; addon?: ReactNode; type?: 'text' | 'password' }) {
  const intl = useIntl();
  return (
    <SettingsField
      record={record}
      name={name}
      label={intl.formatMessage({ id: labelKey })}
      helper={helperKey && intl.formatMessage({ id: helperKey })}
      required={required}
    >
      <WithAddon end={addon}>
        <InputGroup
          id={inputId(name)}
          name={name}
          fill
          intent={record.errors[name] ? 'danger' : 'none'}
          placeholder={placeholder}
          value={String(values[name] ?? '')}
          onValueChange={(value) => record.set(name, value)}
          type={type}
          autoComplete={type === 'password' ? 'new-password' : undefined}
        />
      </WithAddon>
    </SettingsField>
  );
}

function SwitchSetting({
  record,
  values,
  name,
  labelKey,
  helperKey,
  onLabelKey,
  offLabelKey,
  switchValues = { on: true, off: false },
}: FieldProps & {
  onLabelKey: MessageKey;
  offLabelKey: MessageKey;
  /** What on and off store, e.g. enum 1 (show) and 2 (hide); true and false by default. */
  switchValues?: { on: unknown; off: unknown };
}) {
  const intl = useIntl();
  const on = values[name] === switchValues.on;
  return (
    <SettingsField
      record={record}
      name={name}
      label={intl.formatMessage({ id: labelKey })}
      helper={helperKey && intl.formatMessage({ id: helperKey })}
    >
      <Switch
        id={inputId(name)}
        name={name}
        checked={on}
        label={intl.formatMessage({ id: on ? onLabelKey : offLabelKey })}
        onChange={(event) =>
          record.set(name, event.currentTarget.checked ? switchValues.on : switchValues.off)
        }
      />
    </SettingsField>
  );
}

function NumberSetting({
  record,
  values,
  name,
  labelKey,
  helperKey,
  min,
  max,
  unitKey,
}: FieldProps & { min: number; max: number; unitKey: MessageKey }) {
  const intl = useIntl();
  const value = values[name];
  return (
    <SettingsField
      record={record}
      name={name}
      label={intl.formatMessage({ id: labelKey })}
      helper={helperKey && intl.formatMessage({ id: helperKey })}
      required
    >
      <WithAddon end={<FormattedMessage id={unitKey} />}>
        <NumericInput
          id={inputId(name)}
          name={name}
          fill
          min={min}
          max={max}
          clampValueOnBlur
          minorStepSize={null}
          intent={record.errors[name] ? 'danger' : 'none'}
          value={typeof value === 'number' ? value : ''}
          onValueChange={(number) => record.set(name, Number.isNaN(number) ? undefined : number)}
        />
      </WithAddon>
    </SettingsField>
  );
}

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
function ColourSetting({ record, values }: { record: SettingsRecord; values: FormValues }) {
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
          id={inputId('color')}
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
function BrandPreview({ values }: { values: FormValues }) {
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
function GoogleVerificationSetting({ record, values }: { record: SettingsRecord; values: FormValues }) {
  const user = useAtomValue(userInfoAtom);
  const needsOwnAuthenticator = values.google_verification === true && user?.totp_enabled === false;
  return (
    <>
      <SwitchSetting
        record={record}
        values={values}
        name="google_verification"
        labelKey="configuration.google_verification"
        helperKey="configuration.google_verification_help"
        onLabelKey="configuration.on"
        offLabelKey="configuration.off"
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

function ResetPasswordSetting({ record, values }: { record: SettingsRecord; values: FormValues }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextSetting
      record={record}
      values={values}
      name="default_reset_password"
      labelKey="configuration.default_reset_password"
      helperKey="configuration.default_reset_password_help"
      required
      addon={
        <Button
          variant="minimal"
          size="small"
          icon={shown ? 'eye-off' : 'eye-open'}
          aria-label={intl.formatMessage({ id: shown ? 'configuration.hide' : 'configuration.show' })}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        />
      }
      type={shown ? 'text' : 'password'}
    />
  );
}

/** SPEC §8 `configuration`: the site's titles, logos, colour, registration, login security, maintenance and statistics zone. */
export default function ConfigurationPanel() {
  const intl = useIntl();
  const record = useSettingsRecord({
    inquire: 'configuration/inquire',
    update: 'configuration/update',
    onSaved: refreshWebsite,
  });

  return (
    <SettingsFrame
      title={<FormattedMessage id="menu.configuration" />}
      icon="settings"
      record={record}
      confirmSave={(saved, values) =>
        turnsMaintenanceOn(saved, values) ? (
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
        ) : null
      }
    >
      {(values) => (
        <>
          <SettingsSection
            title={<FormattedMessage id="configuration.section_brand" />}
            icon="style"
            description={<FormattedMessage id="configuration.section_brand_help" />}
          >
            <TextSetting
              record={record}
              values={values}
              name="title"
              labelKey="configuration.title"
              helperKey="configuration.title_help"
              required
            />
            <TextSetting
              record={record}
              values={values}
              name="icon"
              labelKey="configuration.icon"
              placeholder="/logo.png"
              addon={<LogoPreview src={String(values.icon ?? '')} />}
            />
            <TextSetting
              record={record}
              values={values}
              name="admin_title"
              labelKey="configuration.admin_title"
              helperKey="configuration.admin_title_help"
              required
            />
            <TextSetting
              record={record}
              values={values}
              name="admin_logo"
              labelKey="configuration.admin_logo"
              placeholder="/logo.png"
              addon={<LogoPreview src={String(values.admin_logo ?? '')} />}
            />
            <ColourSetting record={record} values={values} />
            <BrandPreview values={values} />
          </SettingsSection>

          <SettingsSection title={<FormattedMessage id="configuration.section_register" />} icon="new-person">
            <SwitchSetting
              record={record}
              values={values}
              name="admin_register"
              labelKey="configuration.admin_register"
              helperKey="configuration.admin_register_help"
              onLabelKey="configuration.register_open"
              offLabelKey="configuration.register_closed"
            />
            <TextSetting
              record={record}
              values={values}
              name="admin_register_url"
              labelKey="configuration.admin_register_url"
              helperKey="configuration.admin_register_url_help"
              placeholder="https://"
            />
          </SettingsSection>

          <SettingsSection
            title={<FormattedMessage id="configuration.section_security" />}
            icon="shield"
            description={
              <FormattedMessage
                id="configuration.lockout_summary"
                values={lockoutSummary(values) ?? { failures: '—', window: '—', minutes: '—' }}
              />
            }
          >
            <NumberSetting
              record={record}
              values={values}
              name="lockout_failures"
              labelKey="configuration.lockout_failures"
              min={1}
              max={100}
              unitKey="configuration.unit_times"
            />
            <NumberSetting
              record={record}
              values={values}
              name="lockout_window_minutes"
              labelKey="configuration.lockout_window_minutes"
              min={1}
              max={10080}
              unitKey="configuration.unit_minutes"
            />
            <NumberSetting
              record={record}
              values={values}
              name="lockout_minutes"
              labelKey="configuration.lockout_minutes"
              min={1}
              max={10080}
              unitKey="configuration.unit_minutes"
            />
            <ResetPasswordSetting record={record} values={values} />
            <GoogleVerificationSetting record={record} values={values} />
          </SettingsSection>

          <SettingsSection title={<FormattedMessage id="configuration.section_maintenance" />} icon="wrench">
            <SwitchSetting
              record={record}
              values={values}
              name="maintenance"
              labelKey="configuration.maintenance"
              onLabelKey="configuration.maintenance_on"
              offLabelKey="configuration.maintenance_off"
            />
            <FormCell span={18}>
              <Callout
                intent={values.maintenance === true ? 'danger' : 'warning'}
                icon="warning-sign"
                className="lc-settings-callout lc-inline-callout"
                role={values.maintenance === true ? 'alert' : undefined}
                data-testid="maintenance-warning"
              >
                <FormattedMessage id="configuration.maintenance_warning" />
              </Callout>
            </FormCell>
          </SettingsSection>

          <SettingsSection title={<FormattedMessage id="configuration.section_short_links" />} icon="link">
            <SwitchSetting
              record={record}
              values={values}
              name="short_code_exhibit"
              labelKey="configuration.short_code_exhibit"
              helperKey="configuration.short_code_exhibit_help"
              onLabelKey="configuration.short_code_shown"
              offLabelKey="configuration.short_code_hidden"
              switchValues={{ on: ShortCodeExhibit.show, off: ShortCodeExhibit.hide }}
            />
          </SettingsSection>

          <SettingsSection
            title={<FormattedMessage id="configuration.section_statistics" />}
            icon="timeline-line-chart"
          >
            <SettingsField
              record={record}
              name="time_zone"
              label={intl.formatMessage({ id: 'configuration.time_zone_label' })}
              helper={intl.formatMessage({ id: 'configuration.time_zone_help' })}
              required
            >
              <TimeZoneSelect
                id={inputId('time_zone')}
                value={String(values.time_zone ?? '')}
                invalid={Boolean(record.errors.time_zone)}
                onChange={(zone) => record.set('time_zone', zone)}
              />
            </SettingsField>
            <NumberSetting
              record={record}
              values={values}
              name="visit_retention_days"
              labelKey="configuration.visit_retention_days"
              helperKey="configuration.visit_retention_help"
              min={7}
              max={3650}
              unitKey="configuration.unit_days"
            />
          </SettingsSection>
        </>
      )}
    </SettingsFrame>
  );
}
