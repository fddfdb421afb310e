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

/** The two lines an owner may set, each blank for the platform's default (its placeholder). */
const LINE_FIELDS = [
  {
    id: 'attention-expiring',
    label: 'attention.lines_expiring',
    bounds: ALERT_LINE_BOUNDS.expiringHours,
    line: 'expiring_hours',
    fallback: 'default_expiring_hours',
  },
  {
    id: 'attention-low',
    label: 'attention.lines_low',
    bounds: ALERT_LINE_BOUNDS.lowUsable,
    line: 'low_usable',
    fallback: 'default_low_usable',
  },
] as const satisfies readonly {
  id: string;
  label: string;
  bounds: { min: number; max: number };
  line: keyof Lines;
  fallback: keyof Lines;
}[];

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
  // A blank field is the platform's line (null); NumericInput reads a blank as 0.
  const lineOf = (value: number, text: string) =>
    text.trim() !== '' && Number.isInteger(value) ? value : null;

  return (
    <PopoverNext
      placement="bottom-end"
      onOpening={load}
      content={
        <div className="lc-attention-lines">
          {LINE_FIELDS.map((field) => (
            <FormGroup key={field.id} label={<FormattedMessage id={field.label} />} labelFor={field.id}>
              <NumberInput
                id={field.id}
                min={field.bounds.min}
                max={field.bounds.max}
                disabled={!lines}
                placeholder={lines ? String(lines[field.fallback]) : ''}
                value={lines?.[field.line] ?? ''}
                onValueChange={(value, text) =>
                  lines && setLines({ ...lines, [field.line]: lineOf(value, text) })
                }
              />
            </FormGroup>
          ))}
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
