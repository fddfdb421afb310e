import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CallOutput, CallPath } from '../../../contract/calls';
import { calls } from '../../../contract/calls';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import type { LoadState } from '../load-state';
import { checkForm } from '../resource/ResourceForm';
import type { FormValues } from '../resource/types';
import { changedFields } from './settings-changes';

export type SettingsRecordOptions<I extends CallPath, U extends CallPath> = {
  /** The call that reads the record (`configuration/inquire`). */
  inquire: I;
  /** The call that replaces it; its contract input schema checks the form before sending. */
  update: U;
  /** The form's values of a loaded record (the record itself by default). */
  fromRecord?(record: CallOutput<I>): FormValues;
  /** Checks the schema cannot express, by field, as message keys; they run before the schema. */
  check?(values: FormValues): Record<string, MessageKey>;
  /** After a save: what else must follow the new values (the site title in the header). */
  onSaved?(values: FormValues): void | Promise<void>;
};

/**
 * The headless controller of a settings page: one record read, edited and saved whole. It knows
 * what changed, checks with the call's own schema first, puts the server's field messages on
 * their fields and reads the record back after saving, so the form shows what is in effect.
 */
export function useSettingsRecord<I extends CallPath, U extends CallPath>(
  options: SettingsRecordOptions<I, U>,
) {
  const intl = useIntl();
  const { inquire, update } = options;
  // The callbacks may be written inline; reading them through a ref keeps a new function from
  // counting as a new record to load.
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<LoadState<FormValues>>({ status: 'loading' });
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const toValues = useCallback((record: unknown) => {
    const { fromRecord } = latest.current;
    return fromRecord ? fromRecord(record as CallOutput<I>) : (record as FormValues);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let current = true;
    api.callByPath(inquire, {}).then(
      (record) => {
        if (!current) return;
        const loaded = toValues(record);
        setState({ status: 'ready', data: loaded });
        setValues(loaded);
      },
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [inquire, toValues, attempt]);

  const saved = state.status === 'ready' ? state.data : null;
  const changed = useMemo(() => (saved && values ? changedFields(saved, values) : []), [saved, values]);

  const set = useCallback((name: string, value: unknown) => {
    setValues((current) => (current ? { ...current, [name]: value } : current));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const save = async (): Promise<boolean> => {
    if (!values || busy) return false;
    const local = latest.current.check?.(values) ?? {};
    const checked = checkForm(calls[update].input, [], values, intl);
    const problems = {
      ...(checked.ok ? {} : checked.errors),
      ...Object.fromEntries(
        Object.entries(local).map(([name, key]) => [name, intl.formatMessage({ id: key })]),
      ),
    };
    if (!checked.ok || Object.keys(problems).length > 0) {
      setErrors(problems);
      // One problem is named outright; several point at the marked fields.
      const messages = Object.values(problems);
      setFailure(
        messages.length === 1 && messages[0]
          ? messages[0]
          : intl.formatMessage({ id: 'settings.check_fields' }),
      );
      return false;
    }
    setBusy(true);
    setFailure(null);
    try {
      await api.callByPath(update, checked.input);
      const record = toValues(await api.callByPath(inquire, {}));
      setState({ status: 'ready', data: record });
      setValues(record);
      setErrors({});
      showToast('success', intl.formatMessage({ id: 'form.saved' }));
      // What follows the save is a courtesy; its failure does not make the save a failure.
      Promise.resolve(latest.current.onSaved?.(record)).catch(() => undefined);
      return true;
    } catch (error) {
      setFailure(errorMessage(error));
      setErrors(fieldErrors(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    state,
    /** The values being edited; null until the record has loaded. */
    values,
    saved,
    changed,
    errors,
    failure,
    busy,
    set,
    save,
    /** Back to the saved record, dropping every unsaved change. */
    reset: () => {
      setValues(saved);
      setErrors({});
      setFailure(null);
    },
    reload: () => {
      setState({ status: 'loading' });
      setAttempt((value) => value + 1);
    },
  };
}

export type SettingsRecord = ReturnType<typeof useSettingsRecord>;
