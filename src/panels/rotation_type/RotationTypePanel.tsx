import '../../features/codes/codes.css';
import { Button, HTMLTable, InputGroup, NonIdealState, Spinner, Switch, Tooltip } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallInput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { enumLabelKey } from '../../features/codes/code-enums';
import { forgetRotationTypes, type RotationType } from '../../features/codes/rotation-types';
import type { LoadState } from '../../ui/load-state';

const HELP_KEYS = {
  1: 'codes.rotation_help_sequential',
  2: 'codes.rotation_help_random',
  3: 'codes.rotation_help_round_robin',
} as const;

/**
 * The three rotation models for administrators: whether operators may choose each one, and the
 * label they see (blank = the catalogue's name). At least one model stays enabled.
 */
export default function RotationTypePanel() {
  const intl = useIntl();
  const canUpdate = useCan('rotation_type/update');
  const [state, setState] = useState<LoadState<RotationType[]>>({ status: 'loading' });
  const [labels, setLabels] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState<number | null>(null);

  const load = useCallback(() => {
    forgetRotationTypes();
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    api.call('rotation_type/inquire', {}).then(
      (data) => {
        setState({ status: 'ready', data: data.list });
        setLabels(Object.fromEntries(data.list.map((type) => [type.value, type.label])));
      },
      (error: unknown) => setState({ status: 'error', message: errorMessage(error) }),
    );
  }, []);
  useEffect(load, [load]);

  const save = async (type: RotationType, change: Partial<CallInput<'rotation_type/update'>>) => {
    setSaving(type.value);
    try {
      await api.call('rotation_type/update', {
        value: type.value,
        label: (labels[type.value] ?? type.label).trim(),
        enabled: type.enabled,
        ...change,
      });
      showToast('success', intl.formatMessage({ id: 'form.saved' }));
      load();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  if (state.status === 'loading') {
    return (
      <div className="lc-panel-loading">
        <Spinner size={24} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage id="table.error_title" />}
        description={state.message}
        action={
          <Button icon="repeat" onClick={load}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  }
  const enabledCount = state.data.filter((type) => type.enabled).length;

  return (
    <div className="lc-resource lc-rotation-types">
      <div className="lc-resource-toolbar">
        <span className="lc-codes-muted">
          <FormattedMessage id="rotation_type.intro" />
        </span>
        <span className="lc-header-spacer" />
        <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
          <Button icon="refresh" aria-label={intl.formatMessage({ id: 'action.refresh' })} onClick={load} />
        </Tooltip>
      </div>
      <div className="lc-table-scroll">
        <HTMLTable compact striped className="lc-table-grid">
          <thead>
            <tr>
              <th style={{ width: 150 }}>
                <FormattedMessage id="rotation_type.model" />
              </th>
              <th>
                <FormattedMessage id="rotation_type.rule" />
              </th>
              <th style={{ width: 300 }}>
                <FormattedMessage id="rotation_type.label" />
              </th>
              <th style={{ width: 110 }}>
                <FormattedMessage id="rotation_type.enabled" />
              </th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((type) => {
              const name = intl.formatMessage({ id: enumLabelKey('RotationModel', type.value) });
              const draft = labels[type.value] ?? '';
              const labelChanged = draft.trim() !== type.label;
              const lastEnabled = type.enabled && enabledCount <= 1;
              return (
                <tr key={type.value} data-model={type.value}>
                  <td>
                    <strong>{name}</strong>
                  </td>
                  <td className="lc-codes-muted lc-rotation-types-rule">
                    <FormattedMessage id={HELP_KEYS[type.value]} />
                  </td>
                  <td>
                    <form
                      className="lc-rotation-types-label"
                      onSubmit={(event) => {
                        event.preventDefault();
                        if (labelChanged) void save(type, {});
                      }}
                    >
                      <InputGroup
                        size="small"
                        value={draft}
                        maxLength={40}
                        disabled={!canUpdate}
                        placeholder={name}
                        aria-label={intl.formatMessage({ id: 'rotation_type.label_of' }, { name })}
                        onValueChange={(value) =>
                          setLabels((current) => ({ ...current, [type.value]: value }))
                        }
                      />
                      <Button
                        size="small"
                        type="submit"
                        intent={labelChanged ? 'primary' : 'none'}
                        disabled={!canUpdate || !labelChanged}
                        loading={saving === type.value}
                      >
                        <FormattedMessage id="action.save" />
                      </Button>
                    </form>
                  </td>
                  <td>
                    <Tooltip
                      content={intl.formatMessage({ id: 'rotation_type.one_enabled' })}
                      disabled={!lastEnabled}
                      placement="left"
                    >
                      <Switch
                        className="lc-rotation-types-switch"
                        checked={type.enabled}
                        disabled={!canUpdate || lastEnabled || saving !== null}
                        aria-label={intl.formatMessage({ id: 'rotation_type.enabled_of' }, { name })}
                        labelElement={
                          <FormattedMessage id={type.enabled ? 'rotation_type.on' : 'rotation_type.off'} />
                        }
                        onChange={() => void save(type, { enabled: !type.enabled, label: type.label })}
                      />
                    </Tooltip>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
