import { checkerPlatformSetting } from '../../features/domains/CheckerPlatformSetting';
import { settingsDefinition } from '../../ui/settings/settings-definition';

/** How destinations are screened: which provider, what happens when it is down, how long answers last. */
export const screeningSettings = settingsDefinition({
  titleKey: 'abuse_screening.settings_title',
  icon: 'cog',
  descriptionKey: 'abuse_screening.settings_description',
  inquire: 'abuse_screening/settings',
  update: 'abuse_screening/update_settings',
  sections: [
    {
      key: 'provider',
      titleKey: 'abuse_screening.section_provider',
      icon: 'shield',
      fields: [
        { kind: 'custom', key: 'provider_platform', render: checkerPlatformSetting('provider_platform') },
        {
          kind: 'switch',
          name: 'fail_closed',
          labelKey: 'abuse_screening.fail_closed',
          helperKey: 'abuse_screening.fail_closed_help',
          onLabelKey: 'abuse_screening.fail_closed_on',
          offLabelKey: 'abuse_screening.fail_closed_off',
        },
      ],
    },
    {
      key: 'times',
      titleKey: 'abuse_screening.section_times',
      icon: 'time',
      fields: [
        {
          kind: 'number',
          name: 'cache_hours',
          labelKey: 'abuse_screening.cache_hours',
          helperKey: 'abuse_screening.cache_hours_help',
          min: 0,
          max: 720,
          unitKey: 'abuse_screening.unit_hours',
        },
        {
          kind: 'number',
          name: 'rescreen_hours',
          labelKey: 'abuse_screening.rescreen_hours',
          helperKey: 'abuse_screening.rescreen_hours_help',
          min: 0,
          max: 720,
          unitKey: 'abuse_screening.unit_hours',
        },
      ],
    },
  ],
});
