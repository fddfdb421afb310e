import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { useCan } from '../../core/permissions/use-can';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { PanelLink } from '../../ui/PanelLink';
import { SettingsField } from '../../ui/settings/SettingsFrame';
import type { SettingContext } from '../../ui/settings/settings-definition';
import { settingInputId } from '../../ui/settings/settings-fields';
import { useCallState } from '../../ui/use-call-state';

type ExternalKey = CallOutput<'url_key_platform/detail'>['list'][number];

/** The keys that can serve as a checker: those with a data mapping saying how to read the answer. */
function checkers(keys: readonly ExternalKey[]): ExternalKey[] {
  return keys.filter((key) => key.mapping !== null);
}

type PlatformSelectProps = SettingContext & {
  /** The settings field holding the chosen key's platform. */
  name: string;
  /** The checker keys, or null while unknown (loading, failed, or not the reader's to see). */
  keys: ExternalKey[] | null;
  loading?: boolean;
};

function PlatformSelect({ name, record, values, keys, loading }: PlatformSelectProps) {
  const intl = useIntl();
  const value = String(values[name] ?? '');
  const known = keys?.some((key) => key.platform === value) ?? false;
  const options = [
    { value: '', label: intl.formatMessage({ id: 'monitor_ui.reputation_none' }) },
    ...(keys ?? []).map((key) => ({
      value: key.platform,
      label: intl.formatMessage(
        { id: key.enabled ? 'monitor_ui.reputation_option' : 'monitor_ui.reputation_option_disabled' },
        { title: key.title, platform: key.platform },
      ),
    })),
    // A saved choice the list does not hold (its mapping removed, or the list not readable here)
    // stays selectable, so saving other settings does not clear it.
    ...(value && !known
      ? [
          {
            value,
            label: intl.formatMessage(
              { id: keys ? 'monitor_ui.reputation_unknown' : 'monitor_ui.reputation_current' },
              { platform: value },
            ),
          },
        ]
      : []),
  ];
  return (
    <SettingsField
      record={record}
      name={name}
      label={intl.formatMessage({ id: 'monitor_ui.reputation_platform' })}
      helper={
        <>
          <FormattedMessage
            id={
              keys && keys.length === 0 ? 'monitor_ui.reputation_no_checkers' : 'monitor_ui.reputation_help'
            }
          />
          <PanelLink panel="url_key_platform" labelKey="monitor_ui.reputation_manage" />
        </>
      }
      span={12}
    >
      <HTMLSelect
        id={settingInputId(name)}
        name={name}
        fill
        disabled={loading}
        value={value}
        options={options}
        onChange={(event) => record.set(name, event.currentTarget.value)}
      />
    </SettingsField>
  );
}

/** The select over the external keys, read when the reader may read them. */
function PlatformSelectWithKeys(context: SettingContext & { name: string }) {
  const { state } = useCallState('url_key_platform/detail', {});
  return (
    <PlatformSelect
      {...context}
      keys={state.status === 'ready' ? checkers(state.data.list) : null}
      loading={state.status === 'loading'}
    />
  );
}

/**
 * Which external key checks reputation, held in the settings field `name`: none, or one of the
 * keys that has a data mapping. The key list needs the keys' own permission; without it the saved
 * choice is kept as it is.
 */
export function checkerPlatformSetting(name: string) {
  return function CheckerPlatformSetting(context: SettingContext) {
    const canReadKeys = useCan('url_key_platform/save');
    return canReadKeys ? (
      <PlatformSelectWithKeys {...context} name={name} />
    ) : (
      <PlatformSelect {...context} name={name} keys={null} />
    );
  };
}

export const ReputationPlatformSetting = checkerPlatformSetting('reputation_platform');
