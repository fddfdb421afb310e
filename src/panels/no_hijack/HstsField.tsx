import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_HSTS_SECONDS } from '../../../contract/areas/domain-policies';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { NumberInput } from '../../ui/NumberInput';
import type { CustomFieldProps } from '../../ui/resource/types';
import { HSTS_PRESETS, hstsPreset, hstsText } from './hsts';

/** The select's value that opens the seconds input. */
const CUSTOM = 'custom';

/**
 * The HSTS max-age: a named length (off, a day … two years) or any number of seconds. A value
 * saved earlier that is no preset opens with the seconds input showing, and its length in words
 * beside it so a mistyped zero stands out.
 */
export function HstsField({ id, value, invalid, onChange }: CustomFieldProps) {
  const intl = useIntl();
  const seconds = typeof value === 'number' ? value : 0;
  const [custom, setCustom] = useState(() => hstsPreset(seconds) === undefined);
  return (
    <div className="lc-policy-hsts">
      <HTMLSelect
        id={id}
        value={custom ? CUSTOM : String(seconds)}
        options={[
          ...HSTS_PRESETS.map((preset) => ({
            value: String(preset.seconds),
            label: intl.formatMessage({ id: preset.labelKey }),
          })),
          { value: CUSTOM, label: intl.formatMessage({ id: 'policy_ui.hsts_custom' }) },
        ]}
        onChange={(event) => {
          const choice = event.currentTarget.value;
          setCustom(choice === CUSTOM);
          if (choice !== CUSTOM) onChange(Number(choice));
        }}
      />
      {custom && (
        <>
          <NumberInput
            className="lc-policy-hsts-seconds"
            aria-label={intl.formatMessage({ id: 'policy_ui.hsts_seconds_label' })}
            intent={invalid ? 'danger' : 'none'}
            min={0}
            max={MAX_HSTS_SECONDS}
            stepSize={86_400}
            minorStepSize={1}
            majorStepSize={86_400 * 30}
            clampValueOnBlur
            value={seconds}
            onValueChange={(number) => onChange(Number.isNaN(number) ? undefined : Math.round(number))}
          />
          <span className="lc-policy-hsts-words">{hstsText(intl, seconds)}</span>
        </>
      )}
    </div>
  );
}
