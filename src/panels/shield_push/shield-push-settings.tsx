import { settingsDefinition } from '../../ui/settings/settings-definition';
import { PushHostsSetting, TelegramBoundCallout } from './shield-push-fields';

/**
 * SPEC `shield_push`: the signed-in administrator's own subscription to domain alerts on
 * Telegram — which changes (flagged, detection failed, recovered), about which domains, and the
 * hours to stay quiet. It is each administrator's own record, so there is nobody to choose.
 */
export const shieldPushSettings = settingsDefinition({
  titleKey: 'menu.shield_push',
  icon: 'notifications',
  descriptionKey: 'shield_ui.push_description',
  inquire: 'shield_push/inquire',
  update: 'shield_push/update',
  sections: [
    {
      key: 'delivery',
      titleKey: 'shield_ui.push_section_delivery',
      icon: 'chat',
      fields: [
        {
          kind: 'switch',
          name: 'enabled',
          labelKey: 'shield_ui.push_enabled',
          helperKey: 'shield_ui.push_enabled_help',
          onLabelKey: 'shield_ui.on',
          offLabelKey: 'shield_ui.off',
        },
        { kind: 'custom', key: 'telegram_bound', render: TelegramBoundCallout },
      ],
    },
    {
      key: 'events',
      titleKey: 'shield_ui.push_section_events',
      icon: 'issue',
      fields: [
        {
          kind: 'switch',
          name: 'on_flagged',
          labelKey: 'shield_ui.push_on_flagged',
          helperKey: 'shield_ui.push_on_flagged_help',
          onLabelKey: 'shield_ui.on',
          offLabelKey: 'shield_ui.off',
        },
        {
          kind: 'switch',
          name: 'on_failed',
          labelKey: 'shield_ui.push_on_failed',
          helperKey: 'shield_ui.push_on_failed_help',
          onLabelKey: 'shield_ui.on',
          offLabelKey: 'shield_ui.off',
        },
        {
          kind: 'switch',
          name: 'on_recovered',
          labelKey: 'shield_ui.push_on_recovered',
          helperKey: 'shield_ui.push_on_recovered_help',
          onLabelKey: 'shield_ui.on',
          offLabelKey: 'shield_ui.off',
        },
        {
          kind: 'switch',
          name: 'on_abuse_report',
          labelKey: 'shield_ui.push_on_abuse_report',
          helperKey: 'shield_ui.push_on_abuse_report_help',
          onLabelKey: 'shield_ui.on',
          offLabelKey: 'shield_ui.off',
        },
      ],
    },
    {
      key: 'hosts',
      titleKey: 'shield_ui.push_section_hosts',
      icon: 'globe-network',
      fields: [{ kind: 'custom', key: 'hosts', render: PushHostsSetting }],
    },
    {
      key: 'quiet',
      titleKey: 'shield_ui.push_section_quiet',
      icon: 'moon',
      fields: [
        {
          kind: 'switch',
          name: 'quiet_enabled',
          labelKey: 'shield_ui.push_quiet_enabled',
          helperKey: 'shield_ui.push_quiet_enabled_help',
          onLabelKey: 'shield_ui.on',
          offLabelKey: 'shield_ui.off',
        },
        {
          kind: 'number',
          name: 'quiet_start',
          labelKey: 'shield_ui.push_quiet_start',
          helperKey: 'shield_ui.push_quiet_start_help',
          min: 0,
          max: 23,
          unitKey: 'shield_ui.unit_hour',
        },
        {
          kind: 'number',
          name: 'quiet_end',
          labelKey: 'shield_ui.push_quiet_end',
          helperKey: 'shield_ui.push_quiet_end_help',
          min: 0,
          max: 23,
          unitKey: 'shield_ui.unit_hour',
        },
      ],
    },
  ],
});
