import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { batchSettings } from './bulk-actions';
import { enumLabelKey, enumOptions } from './code-enums';
import { type RotationType, rotationLabel } from './rotation-types';
import type { CodeRow } from './use-code-list';

type Choice = { jump_type: number | ''; rotation_model: number | ''; access_mode: number | '' };

export type BatchSettingsDialogProps = {
  rows: CodeRow[];
  rotationTypes: readonly RotationType[] | null;
  onClose(): void;
  onSaved(): void;
};

/**
 * Changes the jump type, rotation model or access mode of many codes at once
 * (`qr_code_list/batch_update`). Each field starts at "unchanged"; only what the reader picks is sent.
 */
export function BatchSettingsDialog({ rows, rotationTypes, onClose, onSaved }: BatchSettingsDialogProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState<Choice>({ jump_type: '', rotation_model: '', access_mode: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const settings = batchSettings(choice);
  const nothing = Object.keys(settings).length === 0;
  const unchanged = intl.formatMessage({ id: 'codes.unchanged' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nothing) return;
    setBusy(true);
    setFailure(null);
    try {
      await api.call('qr_code_list/batch_update', {
        ids: rows.map((row) => row.id),
        ...(settings as { jump_type?: 1 | 2 | 3 | 4 | 5; rotation_model?: 1 | 2 | 3; access_mode?: 1 | 2 }),
      });
      showToast('success', intl.formatMessage({ id: 'codes.done_update' }, { count: rows.length }));
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const select = (name: keyof Choice, labelKey: MessageKey, options: { value: number; label: string }[]) => (
    <FormGroup label={intl.formatMessage({ id: labelKey })} labelFor={`batch-${name}`}>
      <HTMLSelect
        id={`batch-${name}`}
        fill
        value={choice[name]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setChoice((current) => ({ ...current, [name]: value === '' ? '' : Number(value) }));
        }}
        options={[{ value: '', label: unchanged }, ...options]}
      />
    </FormGroup>
  );

  const enabledModels = (rotationTypes ?? []).filter((type) => type.enabled);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'codes.batch_settings_title' }, { count: rows.length })}
      icon="cog"
      className="lc-codes-batch-dialog"
    >
      <form onSubmit={submit}>
        <DialogBody>
          {failure && (
            <Callout intent="danger" icon="error" compact className="lc-codes-dialog-callout">
              {failure}
            </Callout>
          )}
          {select(
            'jump_type',
            'codes.field_jump_type',
            enumOptions('JumpType').map((option) => ({
              value: Number(option.value),
              label: intl.formatMessage({ id: option.labelKey }),
            })),
          )}
          {select(
            'rotation_model',
            'codes.field_rotation',
            enabledModels.map((type) => ({
              value: type.value,
              label: rotationLabel(intl, rotationTypes, type.value),
            })),
          )}
          {select(
            'access_mode',
            'codes.field_access_mode',
            enumOptions('AccessMode').map((option) => ({
              value: Number(option.value),
              label: intl.formatMessage({ id: enumLabelKey('AccessMode', Number(option.value)) }),
            })),
          )}
          <p className="lc-codes-muted">
            <FormattedMessage id="codes.batch_settings_help" />
          </p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>
                <FormattedMessage id="action.cancel" />
              </Button>
              <Button type="submit" intent="primary" loading={busy} disabled={nothing}>
                <FormattedMessage id="action.save" />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
