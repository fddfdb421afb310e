import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShieldAction } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { HTMLSelect } from '../../ui/HTMLSelect';
import {
  ACTION_LABELS,
  effectiveAction,
  FOLLOW_DEFAULT,
  type ShieldActionValue,
  type ShieldSetting,
  startsPausing,
} from './shield-actions';

type OperatorSettingProps = {
  userId: number;
  account: string;
  setting: ShieldSetting;
  platformDefault: ShieldActionValue;
  onSaved(): void;
};

/**
 * One operator's own setting, changed in its row: follow the platform's default, keep serving, or
 * pause. A change that starts pausing this operator's codes asks first.
 */
export function OperatorSetting({
  userId,
  account,
  setting,
  platformDefault,
  onSaved,
}: OperatorSettingProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState<ShieldSetting | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (next: ShieldSetting) => {
    setBusy(true);
    try {
      await api.call('shield_configuration/update', { user_id: userId, flagged_action: next });
      showToast('success', intl.formatMessage({ id: 'shield_ui.operator_saved' }, { account }));
      setAsking(null);
      onSaved();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const choose = (next: ShieldSetting) => {
    if (next === setting) return;
    const before = effectiveAction(setting, platformDefault);
    if (startsPausing(before, effectiveAction(next, platformDefault))) setAsking(next);
    else void apply(next);
  };

  return (
    <>
      <HTMLSelect
        minimal
        className="lc-shield-setting"
        aria-label={intl.formatMessage({ id: 'shield_ui.operator_setting_of' }, { account })}
        disabled={busy}
        value={String(setting)}
        options={[
          {
            value: String(FOLLOW_DEFAULT),
            label: intl.formatMessage(
              { id: 'shield_ui.follow_default' },
              { action: intl.formatMessage({ id: ACTION_LABELS[platformDefault] }) },
            ),
          },
          ...Object.values(ShieldAction).map((action) => ({
            value: String(action),
            label: intl.formatMessage({ id: ACTION_LABELS[action] }),
          })),
        ]}
        onChange={(event) => choose(Number(event.currentTarget.value) as ShieldSetting)}
      />
      <ConfirmAlert
        isOpen={asking !== null}
        intent="warning"
        icon="pause"
        busy={busy}
        confirmKey="shield_ui.operator_pause_confirm"
        onCancel={() => setAsking(null)}
        onConfirm={() => asking !== null && apply(asking)}
      >
        <p>
          <FormattedMessage id="shield_ui.operator_pause_question" values={{ account }} />
        </p>
      </ConfirmAlert>
    </>
  );
}
