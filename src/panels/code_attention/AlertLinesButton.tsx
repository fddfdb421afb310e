import { Button, FormGroup, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { ALERT_LINE_BOUNDS } from '../../../contract/group-qr';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { NumberInput } from '../../ui/NumberInput';

type Lines = CallOutput<'code_attention/settings'>;

/**
 * The owner's own lines for the lifecycle alerts (`code_attention/settings`): how many hours
 * ahead an expiry is told, and how few usable destinations is "running low". A blank field takes
 * the platform's default, shown as its placeholder.
 */
export function AlertLinesButton({ onSaved }: { onSaved(): void }) {
  const intl = useIntl();
  const allowed = useCan('code_attention/save_settings');
  const [lines, setLines] = useState<Lines | null>(null);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const load = () => {
    api.call('code_attention/settings', {}).then(setLines, (error: unknown) => {
      showToast('error', errorMessage(error));
    });
  };
  const save = async () => {
    if (!lines) return;
    setBusy(true);
    try {
      await api.call('code_attention/save_settings', {
        expiring_hours: lines.expiring_hours,
        low_usable: lines.low_usable,
      });
      showToast('success', intl.formatMessage({ id: 'form.saved' }));
      onSaved();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const whole = (value: number) => (Number.isInteger(value) ? value : null);

  return (
    <PopoverNext
      placement="bottom-end"
      onOpening={load}
      content={
        <div className="lc-attention-lines">
          <FormGroup label={<FormattedMessage id="attention.lines_expiring" />} labelFor="attention-expiring">
            <NumberInput
              id="attention-expiring"
              min={ALERT_LINE_BOUNDS.expiringHours.min}
              max={ALERT_LINE_BOUNDS.expiringHours.max}
              disabled={!lines}
              placeholder={lines ? String(lines.default_expiring_hours) : ''}
              value={lines?.expiring_hours ?? ''}
              onValueChange={(value) => lines && setLines({ ...lines, expiring_hours: whole(value) })}
            />
          </FormGroup>
          <FormGroup label={<FormattedMessage id="attention.lines_low" />} labelFor="attention-low">
            <NumberInput
              id="attention-low"
              min={ALERT_LINE_BOUNDS.lowUsable.min}
              max={ALERT_LINE_BOUNDS.lowUsable.max}
              disabled={!lines}
              placeholder={lines ? String(lines.default_low_usable) : ''}
              value={lines?.low_usable ?? ''}
              onValueChange={(value) => lines && setLines({ ...lines, low_usable: whole(value) })}
            />
          </FormGroup>
          <Button intent="primary" loading={busy} disabled={!lines} onClick={() => void save()}>
            <FormattedMessage id="action.save" />
          </Button>
        </div>
      }
    >
      <Button icon="notifications" data-action="code_attention/save_settings">
        <FormattedMessage id="attention.lines" />
      </Button>
    </PopoverNext>
  );
}
