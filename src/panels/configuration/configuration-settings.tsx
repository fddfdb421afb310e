import { FormattedMessage } from 'react-intl';
import { ShortCodeExhibit } from '../../../contract/enums';
import { refreshWebsite } from '../../core/session/refresh';
import type { FormValues } from '../../ui/resource/types';
import { settingsDefinition } from '../../ui/settings/settings-definition';
import {
  BrandPreview,
  ColourSetting,
  GoogleVerificationSetting,
  LockoutSummary,
  LogoPreview,
  MaintenanceQuestion,
  MaintenanceWarning,
  TimeZoneSetting,
} from './configuration-fields';
import { turnsMaintenanceOn } from './configuration-rules';

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
          name: 'public_base_url',
          labelKey: 'configuration.public_base_url',
          helperKey: 'configuration.public_base_url_help',
          placeholder: 'https://qr.example.com',
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
