import { Button, InputGroup, Switch } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { NumberInput } from '../NumberInput';
import { SettingsField, WithAddon } from './SettingsFrame';
import type {
  NumberSettingSpec,
  SettingContext,
  SwitchSettingSpec,
  TextSettingSpec,
} from './settings-definition';

/** The id of a setting's control, which its label points at. */
export const settingInputId = (name: string) => `settings-${name}`;

function useText(key: MessageKey | undefined): string | undefined {
  const intl = useIntl();
  return key && intl.formatMessage({ id: key });
}

/** A secret shown as dots until the reader asks to see it (and hidden again on request). */
function RevealButton({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  const intl = useIntl();
  return (
    <Button
      variant="minimal"
      size="small"
      icon={shown ? 'eye-off' : 'eye-open'}
      aria-label={intl.formatMessage({ id: shown ? 'configuration.hide' : 'configuration.show' })}
      aria-pressed={shown}
      onClick={onToggle}
    />
  );
}

export function TextSetting({ record, values, spec }: SettingContext & { spec: TextSettingSpec }) {
  const [shown, setShown] = useState(false);
  const { name } = spec;
  const hidden = spec.secret === true && !shown;
  const addon: ReactNode = spec.secret ? (
    <RevealButton shown={shown} onToggle={() => setShown((value) => !value)} />
  ) : (
    spec.addon?.(values)
  );
  return (
    <SettingsField
      record={record}
      name={name}
      label={useText(spec.labelKey) ?? ''}
      helper={useText(spec.helperKey)}
      required={spec.required}
      wide={spec.wide}
    >
      <WithAddon end={addon ?? undefined}>
        <InputGroup
          id={settingInputId(name)}
          name={name}
          fill
          intent={record.errors[name] ? 'danger' : 'none'}
          placeholder={spec.placeholder}
          value={String(values[name] ?? '')}
          onValueChange={(value) => record.set(name, value)}
          type={hidden ? 'password' : spec.secret ? 'text' : undefined}
          autoComplete={spec.secret ? 'new-password' : undefined}
        />
      </WithAddon>
    </SettingsField>
  );
}

export function SwitchSetting({ record, values, spec }: SettingContext & { spec: SwitchSettingSpec }) {
  const intl = useIntl();
  const { name, switchValues = { on: true, off: false } } = spec;
  const on = values[name] === switchValues.on;
  return (
    <SettingsField
      record={record}
      name={name}
      label={useText(spec.labelKey) ?? ''}
      helper={useText(spec.helperKey)}
    >
      <Switch
        id={settingInputId(name)}
        name={name}
        checked={on}
        label={intl.formatMessage({ id: on ? spec.onLabelKey : spec.offLabelKey })}
        onChange={(event) =>
          record.set(name, event.currentTarget.checked ? switchValues.on : switchValues.off)
        }
      />
    </SettingsField>
  );
}

export function NumberSetting({ record, values, spec }: SettingContext & { spec: NumberSettingSpec }) {
  const { name } = spec;
  const value = values[name];
  return (
    <SettingsField
      record={record}
      name={name}
      label={useText(spec.labelKey) ?? ''}
      helper={useText(spec.helperKey)}
      required
    >
      <WithAddon end={spec.unitKey && <FormattedMessage id={spec.unitKey} />}>
        <NumberInput
          id={settingInputId(name)}
          name={name}
          fill
          min={spec.min}
          max={spec.max}
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
