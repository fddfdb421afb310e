import { SegmentedControl, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShieldAction } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { ACTION_LABELS, type ShieldActionValue, startsPausing } from './shield-actions';

type DefaultActionBarProps = {
  /** The platform's default as the list answered it; null until it has. */
  value: ShieldActionValue | null;
  /** Whether the reader may change it (`shield_configuration/update`). */
  canChange: boolean;
  onChanged(): void;
};

/**
 * The platform's default for operators without a setting of their own, changeable in place.
 * Switching it to "pause" asks first: every such operator's codes on a flagged domain would stop.
 */
export function DefaultActionBar({ value, canChange, onChanged }: DefaultActionBarProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState<ShieldActionValue | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (action: ShieldActionValue) => {
    setBusy(true);
    try {
      await api.call('shield_configuration/set_default', { flagged_action: action });
      showToast('success', intl.formatMessage({ id: 'shield_ui.default_saved' }));
      setAsking(null);
      onChanged();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const choose = (action: ShieldActionValue) => {
    if (value === null || action === value) return;
    if (startsPausing(value, action)) setAsking(action);
    else void apply(action);
  };

  const control = (
    <SegmentedControl
      size="small"
      aria-label={intl.formatMessage({ id: 'shield_ui.default_label' })}
      disabled={!canChange || value === null || busy}
      value={value === null ? '' : String(value)}
      options={Object.values(ShieldAction).map((action) => ({
        value: String(action),
        label: intl.formatMessage({ id: ACTION_LABELS[action] }),
      }))}
      onValueChange={(text) => choose(Number(text) as ShieldActionValue)}
    />
  );

  return (
    <div className="lc-shield-default">
      <span className="lc-shield-default-label">
        <FormattedMessage id="shield_ui.default_label" />
      </span>
      {canChange ? (
        control
      ) : (
        <Tooltip content={intl.formatMessage({ id: 'shield_ui.default_read_only' })} placement="bottom">
          {control}
        </Tooltip>
      )}
      <ConfirmAlert
        isOpen={asking !== null}
        intent="warning"
        icon="pause"
        busy={busy}
        confirmKey="shield_ui.default_pause_confirm"
        onCancel={() => setAsking(null)}
        onConfirm={() => asking !== null && apply(asking)}
      >
        <p>
          <FormattedMessage id="shield_ui.default_pause_question" />
        </p>
      </ConfirmAlert>
    </div>
  );
}
