import { FormattedMessage } from 'react-intl';
import type { FormValues } from '../../ui/resource/types';
import { SettingsSection } from '../../ui/settings/SettingsFrame';
import type { NumberSettingSpec, SwitchSettingSpec } from '../../ui/settings/settings-definition';
import { NumberSetting, SwitchSetting } from '../../ui/settings/settings-fields';
import type { SettingsRecord } from '../../ui/settings/use-settings-record';

const COUNTS: readonly NumberSettingSpec[] = [
  {
    kind: 'number',
    name: 'free_max_codes',
    labelKey: 'subscriber.free_max_codes',
    helperKey: 'subscriber.free_max_codes_help',
    min: 0,
    max: 1_000_000,
    unitKey: 'subscriber.unit_codes',
  },
  {
    kind: 'number',
    name: 'free_max_domains',
    labelKey: 'subscriber.free_max_domains',
    min: 0,
    max: 10_000,
    unitKey: 'subscriber.unit_domains',
  },
  {
    kind: 'number',
    name: 'free_retention_days',
    labelKey: 'subscriber.free_retention_days',
    helperKey: 'subscriber.free_retention_days_help',
    min: 1,
    max: 3650,
    unitKey: 'subscriber.unit_days',
  },
];

const DETAILED_LOG: SwitchSettingSpec = {
  kind: 'switch',
  name: 'free_detailed_log',
  labelKey: 'subscriber.free_detailed_log',
  helperKey: 'subscriber.free_detailed_log_help',
  onLabelKey: 'subscriber.free_detailed_log_on',
  offLabelKey: 'subscriber.free_detailed_log_off',
};

/**
 * The limits of the free tier: what every customer account without a running VIP package may
 * have, new or not — so the section says so, unlike the defaults above it, which only new users get.
 */
export function FreeTierSection({ record, values }: { record: SettingsRecord; values: FormValues }) {
  return (
    <SettingsSection
      title={<FormattedMessage id="subscriber.free_tier" />}
      icon="unlock"
      description={<FormattedMessage id="subscriber.free_tier_help" />}
    >
      {COUNTS.map((spec) => (
        <NumberSetting key={spec.name} record={record} values={values} spec={spec} />
      ))}
      <SwitchSetting record={record} values={values} spec={DETAILED_LOG} />
    </SettingsSection>
  );
}
