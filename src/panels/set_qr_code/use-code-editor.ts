import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { RotationModel } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { CallError } from '../../core/api/client';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { type BulkEntry, bulkUploadRequestAtom } from '../../features/codes/bulk-upload';
import { editedCodeId } from '../../features/codes/open-code-editor';
import { useRotationTypes } from '../../features/codes/rotation-types';
import type { LoadState } from '../../ui/load-state';
import {
  addInput,
  blankCode,
  type CodeDetails,
  type CodeFormValues,
  checkCode,
  formFromDetails,
  isDirty,
  saveErrors,
  updateInput,
} from './code-form';
import {
  type DestinationDraft,
  destinationsReducer,
  draftsFromSaved,
  isoToLocalInput,
  newDestination,
} from './destination-editor';
import { nameTab, rememberCode } from './editor-tab';
import { useFreshVisitCounts } from './use-fresh-visit-counts';

/** A code just created: its link and QR shown until the reader dismisses them. */
export type CreatedCode = { id: number; url: string; qr_url: string; file_name: string };

type Loaded = { details: CodeDetails | null };

type Snapshot = { values: CodeFormValues; drafts: DestinationDraft[] };

/**
 * The state of one code editor tab: the edited code (none for a new one) loaded into the form,
 * the destination rows, what changed since, the errors of each field, and saving. A new code's
 * tab edits that code once saved; visit counts stay fresh without touching what was typed.
 */
export function useCodeEditor(tabId: string, config: Record<string, unknown> | undefined) {
  const intl = useIntl();
  const [codeId, setCodeId] = useState<number | null>(() => editedCodeId(config));
  const [loaded, setLoaded] = useState<LoadState<Loaded>>(
    codeId === null ? { status: 'ready', data: { details: null } } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const rotationTypes = useRotationTypes();
  const canAdd = useCan('qr_code_list/add');
  const canUpdate = useCan('qr_code_list/update');

  const [values, setValues] = useState<CodeFormValues>(() => blankCode());
  const [drafts, dispatch] = useReducer(destinationsReducer, undefined, () => [newDestination()]);
  const [initial, setInitial] = useState<Snapshot>(() => ({ values, drafts }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedCode | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkRequest, setBulkRequest] = useAtom(bulkUploadRequestAtom);

  // Asked from a list ("upload replacements"): this code's editor opens its bulk upload once loaded.
  useEffect(() => {
    if (codeId === null || bulkRequest !== codeId || loaded.status !== 'ready') return;
    setBulkRequest(null);
    setBulkOpen(true);
  }, [codeId, bulkRequest, loaded.status, setBulkRequest]);

  // Load the edited code; a new code's first rotation model is the first one operators may use.
  useEffect(() => {
    void attempt;
    if (codeId === null) return;
    let current = true;
    setLoaded((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    api.call('qr_code_list/details', { id: codeId }).then(
      (details) => {
        if (!current) return;
        const form = formFromDetails(details);
        const rows = draftsFromSaved(details.destinations);
        setValues(form);
        dispatch({ type: 'reset', drafts: rows });
        setInitial({ values: form, drafts: rows });
        setErrors({});
        setLoaded({ status: 'ready', data: { details } });
        nameTab(tabId, details.name);
      },
      (error: unknown) => current && setLoaded({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [codeId, attempt, tabId]);

  const takeVisits = useCallback((fresh: CodeDetails) => {
    const visits = new Map(fresh.destinations.map((destination) => [destination.id, destination.visits]));
    setLoaded((current) =>
      current.status === 'ready' ? { status: 'ready', data: { details: fresh } } : current,
    );
    dispatch({ type: 'visits', visits });
    setInitial((current) => ({
      ...current,
      drafts: destinationsReducer(current.drafts, { type: 'visits', visits }),
    }));
  }, []);
  const root = useFreshVisitCounts(codeId, tabId, takeVisits);

  const enabledModels = useMemo(() => (rotationTypes ?? []).filter((type) => type.enabled), [rotationTypes]);
  useEffect(() => {
    if (codeId !== null || enabledModels.length === 0) return;
    if (enabledModels.some((type) => type.value === values.rotation_model)) return;
    const first = enabledModels[0]?.value ?? RotationModel.sequential;
    setValues((current) => ({ ...current, rotation_model: first }));
    setInitial((current) => ({ ...current, values: { ...current.values, rotation_model: first } }));
  }, [codeId, enabledModels, values.rotation_model]);

  const creating = codeId === null;

  /** Changes one setting and clears its error. */
  const set = <K extends keyof CodeFormValues>(name: K, value: CodeFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };

  const save = async () => {
    const problems = checkCode(values, drafts, creating);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([path, key]) => [path, intl.formatMessage({ id: key })]),
        ),
      );
      setFailure(intl.formatMessage({ id: 'codes.fix_fields' }));
      return;
    }
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      if (codeId === null) {
        const answer = await api.call('qr_code_list/add', addInput(values, drafts));
        setCreated(answer);
        rememberCode(tabId, answer.id);
        nameTab(tabId, values.name.trim());
        showToast('success', intl.formatMessage({ id: 'codes.created' }, { name: values.name.trim() }));
        setCodeId(answer.id);
      } else {
        await api.call('qr_code_list/update', updateInput(codeId, values, drafts));
        showToast('success', intl.formatMessage({ id: 'form.saved' }));
        nameTab(tabId, values.name.trim());
        setAttempt((value) => value + 1);
      }
    } catch (error) {
      const placed = saveErrors(error instanceof CallError ? error : null, creating, errorMessage(error));
      setErrors(placed.errors);
      setFailure(placed.failure);
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The editor's element: counts refresh only while it is shown. */
    root,
    creating,
    loaded,
    details: loaded.status === 'ready' ? loaded.data.details : null,
    values,
    set,
    drafts,
    dispatch,
    errors,
    failure,
    busy,
    created,
    dirty: isDirty(initial, { values, drafts }),
    /** The role may save: add a new code, or update this one. */
    allowed: creating ? canAdd : canUpdate,
    rotationTypes,
    enabledModels,
    save,
    /** Loads the code again (after a failed load). */
    retry: () => setAttempt((value) => value + 1),
    /** Back to what was loaded (or a blank code). */
    reset() {
      setValues(initial.values);
      dispatch({ type: 'reset', drafts: initial.drafts });
      setErrors({});
      setFailure(null);
    },
    dismissCreated: () => setCreated(null),
    bulkOpen,
    setBulkOpen,
    /**
     * Rows a bulk upload saved on the server: shown at once, after the rows being edited, and
     * counted as loaded (not as unsaved changes), so saving keeps them.
     */
    appendSaved(entries: readonly BulkEntry[]) {
      const rows = entries.map(
        (entry): DestinationDraft => ({
          ...newDestination(),
          id: entry.destinationId,
          kind: 'image',
          image: entry.image,
          expiresAt: isoToLocalInput(entry.expiresAt),
          content: entry.content,
        }),
      );
      dispatch({ type: 'append', drafts: rows });
      setInitial((current) => ({ ...current, drafts: [...current.drafts, ...rows] }));
    },
  };
}

export type CodeEditor = ReturnType<typeof useCodeEditor>;
