import { FormattedMessage } from 'react-intl';
import { ReputationPlatformSetting } from '../../features/domains/CheckerPlatformSetting';
import { settingsDefinition } from '../../ui/settings/settings-definition';

/**
 * SPEC `we_chat_blocking_detection_configuration`: how often every verified domain is checked,
 * which checks run, how many failed rounds in a row make "detection failed" (so one timeout pages
 * nobody), when a certificate counts as a problem, and which external key, if any, is asked about
 * the domain's reputation.
 */
export const monitorSettings = settingsDefinition({
  titleKey: 'menu.we_chat_blocking_detection_configuration',
  icon: 'cog',
  descriptionKey: 'monitor_ui.settings_description',
  inquire: 'we_chat_blocking_detection_configuration/inquire',
  update: 'we_chat_blocking_detection_configuration/update',
  // Switching monitoring off silences every alert; that deserves a second look.
  confirmSave: (saved, values) =>
    saved.enabled === true && values.enabled === false ? (
      <p>
        <FormattedMessage id="monitor_ui.disable_confirm" />
      </p>
    ) : null,
  sections: [
    {
      key: 'schedule',
      titleKey: 'monitor_ui.section_schedule',
      icon: 'time',
      fields: [
        {
          kind: 'switch',
          name: 'enabled',
          labelKey: 'monitor_ui.enabled',
          helperKey: 'monitor_ui.enabled_help',
          onLabelKey: 'monitor_ui.on',
          offLabelKey: 'monitor_ui.off',
        },
        {
          kind: 'number',
          name: 'every_minutes',
          labelKey: 'monitor_ui.every_minutes',
          helperKey: 'monitor_ui.every_minutes_help',
          min: 1,
          max: 1440,
          unitKey: 'monitor_ui.unit_minutes',
        },
        {
          kind: 'number',
          name: 'failures_before_failed',
          labelKey: 'monitor_ui.failures_before_failed',
          helperKey: 'monitor_ui.failures_before_failed_help',
          min: 1,
          max: 10,
          unitKey: 'monitor_ui.unit_rounds',
        },
      ],
    },
    {
      key: 'checks',
      titleKey: 'monitor_ui.section_checks',
      icon: 'lock',
      description: () => <FormattedMessage id="monitor_ui.section_checks_help" />,
      fields: [
        {
          kind: 'switch',
          name: 'check_https',
          labelKey: 'monitor_ui.check_https_label',
          helperKey: 'monitor_ui.check_https_help',
          onLabelKey: 'monitor_ui.on',
          offLabelKey: 'monitor_ui.off',
        },
        {
          kind: 'number',
          name: 'certificate_warn_days',
          labelKey: 'monitor_ui.certificate_warn_days',
          helperKey: 'monitor_ui.certificate_warn_days_help',
          min: 0,
          max: 90,
          unitKey: 'monitor_ui.unit_days',
        },
      ],
    },
    {
      key: 'reputation',
      titleKey: 'monitor_ui.section_reputation',
      icon: 'shield',
      description: () => <FormattedMessage id="monitor_ui.section_reputation_help" />,
      fields: [{ kind: 'custom', key: 'reputation_platform', render: ReputationPlatformSetting }],
    },
  ],
});
