import './set-qr-code.css';
import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  InputGroup,
  KeyComboTag,
  NonIdealState,
  PopoverNext,
  Radio,
  RadioGroup,
  Section,
  SectionCard,
  SegmentedControl,
  Spinner,
  Switch,
  Tag,
  TextArea,
  Tooltip,
} from '@blueprintjs/core';
import { Actions, TabNode } from 'flexlayout-react';
import { useAtomValue } from 'jotai';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AccessMode,
  DomainType,
  type EnumValue,
  type JumpType,
  OpenLog,
  RestrictionVisit,
  RotationModel,
} from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { CallError } from '../../core/api/client';
import { focusedPanelAtom, layoutModelAtom } from '../../core/layout/layout-atoms';
import { openPanel } from '../../core/panels/open-panel';
import type { PanelProps } from '../../core/panels/types';
import { useCan } from '../../core/permissions/use-can';
import { appStore } from '../../core/store';
import { showToast } from '../../core/toaster';
import { CopyButton } from '../../features/codes/CopyButton';
import { enumLabelKey, enumOptions, jumpHelpKey } from '../../features/codes/code-enums';
import { CODE_LIST_REFRESH_MS } from '../../features/codes/code-list-variants';
import { editedCodeId, openCodeEditor } from '../../features/codes/open-code-editor';
import { QrPreview } from '../../features/codes/QrPreview';
import { rotationLabel, useRotationTypes } from '../../features/codes/rotation-types';
import { useAutoRefresh } from '../../features/codes/use-auto-refresh';
import { useCodeGroups } from '../../features/codes/use-code-groups';
import { useEntryDomains } from '../../features/codes/use-entry-domains';
import { FormCell, FormGrid } from '../../ui/form-grid';
import type { LoadState } from '../../ui/load-state';
import {
  addInput,
  blankCode,
  type CodeDetails,
  type CodeFormValues,
  checkCode,
  codeLinkPreview,
  errorsByPath,
  formFromDetails,
  isDirty,
  updateInput,
} from './code-form';
import { DestinationsEditor } from './DestinationsEditor';
import {
  type DestinationDraft,
  destinationsReducer,
  draftsFromSaved,
  newDestination,
} from './destination-editor';

type Created = { id: number; url: string; qr_url: string; file_name: string };

/** Form paths that have their own field; a server message for any other path shows above the form. */
const FORM_PATHS = new Set([
  'name',
  'file_name',
  'group_id',
  'domain_id',
  'rotation_model',
  'jump_type',
  'access_mode',
  'password',
  'remark',
  'destinations',
]);
const isShownPath = (path: string) => FORM_PATHS.has(path) || /^destinations\.\d+(\.\w+)?$/.test(path);

/** Names the tab after the code it edits, so several open editors tell themselves apart. */
function nameTab(tabId: string, name: string) {
  const model = appStore.get(layoutModelAtom);
  const node = model.getNodeById(tabId);
  if (node instanceof TabNode && name && node.toJson().name !== name)
    model.doAction(Actions.renameTab(tabId, name));
}

/** After a code is created its tab edits it: a reload reopens the same code. */
function rememberCode(tabId: string, id: number) {
  const model = appStore.get(layoutModelAtom);
  if (model.getNodeById(tabId)) model.doAction(Actions.updateNodeAttributes(tabId, { config: { id } }));
}

function Field({
  label,
  path,
  idPrefix,
  errors,
  help,
  children,
  wide,
  span,
}: {
  label: ReactNode;
  path: string;
  /** Several editors can be open at once: their fields' ids differ by tab. */
  idPrefix: string;
  errors: Record<string, string>;
  help?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  span?: number;
}) {
  const error = errors[path];
  return (
    <FormCell wide={wide} span={span}>
      <FormGroup
        label={label}
        labelFor={`${idPrefix}-${path}`}
        intent={error ? 'danger' : 'none'}
        helperText={error ?? help}
        className="lc-code-field"
      >
        {children}
      </FormGroup>
    </FormCell>
  );
}

type Loaded = { details: CodeDetails | null };

/**
 * Creates a live code, or edits one (`config.id`): its settings, share password, and the list of
 * destinations with their rotation limits. Field errors of the server land on their fields.
 */
export default function SetQrCodePanel({ tabId, config }: PanelProps) {
  const intl = useIntl();
  const idPrefix = `code-${tabId.replace(/[^\w-]/g, '_')}`;
  const [codeId, setCodeId] = useState<number | null>(() => editedCodeId(config));
  const [loaded, setLoaded] = useState<LoadState<Loaded>>(
    codeId === null ? { status: 'ready', data: { details: null } } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const rotationTypes = useRotationTypes();
  const { groups } = useCodeGroups();
  const canAdd = useCan('qr_code_list/add');
  const canUpdate = useCan('qr_code_list/update');
  const domains = useEntryDomains(useCan('domain_list/inquire'));

  const [values, setValues] = useState<CodeFormValues>(() => blankCode());
  const [drafts, dispatch] = useReducer(destinationsReducer, undefined, () => [newDestination()]);
  const [initial, setInitial] = useState<{ values: CodeFormValues; drafts: DestinationDraft[] }>(() => ({
    values,
    drafts,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

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

  // Visit counts move while the editor is open: refresh them (never the form) every 10 s while the
  // tab is shown, and at once when the tab is brought to the front.
  const root = useRef<HTMLDivElement>(null);
  const refreshCounts = useCallback(() => {
    if (codeId === null) return;
    api.call('qr_code_list/details', { id: codeId }).then(
      (fresh) => {
        const visits = new Map(fresh.destinations.map((destination) => [destination.id, destination.visits]));
        setLoaded((current) =>
          current.status === 'ready' ? { status: 'ready', data: { details: fresh } } : current,
        );
        dispatch({ type: 'visits', visits });
        setInitial((current) => ({
          ...current,
          drafts: destinationsReducer(current.drafts, { type: 'visits', visits }),
        }));
      },
      () => undefined,
    );
  }, [codeId]);
  useAutoRefresh(root, refreshCounts, CODE_LIST_REFRESH_MS, codeId !== null);
  const focused = useAtomValue(focusedPanelAtom)?.tabId === tabId;
  const wasFocused = useRef(focused);
  useEffect(() => {
    if (focused && !wasFocused.current) refreshCounts();
    wasFocused.current = focused;
  }, [focused, refreshCounts]);

  const enabledModels = useMemo(() => (rotationTypes ?? []).filter((type) => type.enabled), [rotationTypes]);
  useEffect(() => {
    if (codeId !== null || enabledModels.length === 0) return;
    if (enabledModels.some((type) => type.value === values.rotation_model)) return;
    const first = enabledModels[0]?.value ?? RotationModel.sequential;
    setValues((current) => ({ ...current, rotation_model: first }));
    setInitial((current) => ({ ...current, values: { ...current.values, rotation_model: first } }));
  }, [codeId, enabledModels, values.rotation_model]);

  const details = loaded.status === 'ready' ? loaded.data.details : null;
  const creating = codeId === null;
  const dirty = isDirty(initial, { values, drafts });
  const allowed = creating ? canAdd : canUpdate;

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
      const fields = error instanceof CallError ? errorsByPath(error.fieldErrors, isShownPath) : {};
      // A taken suffix is the only conflict a save can meet: it belongs on the suffix field.
      if (error instanceof CallError && error.code === 'conflict' && creating)
        fields.file_name ??= error.message;
      const { _form: general, ...placed } = fields;
      setErrors(placed);
      setFailure(general ?? errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!busy && allowed) void save();
    }
  };

  if (loaded.status === 'loading') {
    return (
      <div className="lc-panel-loading">
        <Spinner size={24} />
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage id="codes.load_failed" />}
        description={loaded.message}
        action={
          <Button icon="repeat" onClick={() => setAttempt((value) => value + 1)}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  }

  const modelOptions = [
    ...enabledModels.map((type) => ({
      value: String(type.value),
      label: rotationLabel(intl, rotationTypes, type.value),
    })),
    // A model an administrator disabled after this code chose it stays visible, but not choosable.
    ...(enabledModels.some((type) => type.value === values.rotation_model) || rotationTypes === null
      ? []
      : [
          {
            value: String(values.rotation_model),
            label: intl.formatMessage(
              { id: 'codes.model_disabled' },
              { name: rotationLabel(intl, rotationTypes, values.rotation_model) },
            ),
            disabled: true,
          },
        ]),
  ];
  const domainTypeLabel = (type: number) =>
    intl.formatMessage({
      id: type === DomainType.short ? 'enum.DomainType.short' : 'enum.DomainType.entry',
    });
  const chosenDomain = domains.find((domain) => domain.id === values.domain_id);
  // The saved domain stays shown even when the list lacks it (not loaded, or not the caller's to list).
  const savedDomainMissing =
    values.domain_id !== null && chosenDomain === undefined && details?.domain_id === values.domain_id;
  const previewHost =
    values.domain_id === null
      ? null
      : (chosenDomain?.host ?? (savedDomainMissing && details?.domain ? details.domain : null));
  const previewSuffix = values.file_name.trim();
  const linkPreview = codeLinkPreview(window.location.origin, previewHost, previewSuffix);
  const sharePasswordSet = !creating && Boolean(details?.has_password);

  const modelHelp = intl.formatMessage({
    id:
      values.rotation_model === RotationModel.random
        ? 'codes.rotation_help_random'
        : values.rotation_model === RotationModel.round_robin
          ? 'codes.rotation_help_round_robin'
          : 'codes.rotation_help_sequential',
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl/⌘+S anywhere in the form saves it
    <div className="lc-code-editor" onKeyDown={onKeyDown} ref={root}>
      <div className="lc-code-editor-toolbar">
        <span className="lc-code-editor-title">
          <FormattedMessage id={creating ? 'codes.editor_new' : 'codes.editor_edit'} />
          {!creating && <span className="lc-code-editor-name">{details?.name ?? values.name}</span>}
          {dirty && (
            <Tag minimal intent="warning" className="lc-code-editor-dirty">
              <FormattedMessage id="codes.unsaved" />
            </Tag>
          )}
        </span>
        <span className="lc-header-spacer" />
        <Button icon="list" variant="minimal" onClick={() => openPanel('qr_code_list')}>
          <FormattedMessage id="menu.qr_code_list" />
        </Button>
        {!creating && (
          <Button icon="plus" variant="minimal" onClick={() => openCodeEditor(null)}>
            <FormattedMessage id="codes.new" />
          </Button>
        )}
        <Button
          icon="reset"
          disabled={!dirty || busy}
          onClick={() => {
            setValues(initial.values);
            dispatch({ type: 'reset', drafts: initial.drafts });
            setErrors({});
            setFailure(null);
          }}
        >
          <FormattedMessage id="action.reset" />
        </Button>
        <Tooltip content={<KeyComboTag combo="mod+s" minimal />} placement="bottom" hoverOpenDelay={300}>
          <Button
            intent="primary"
            icon={creating ? 'plus' : 'floppy-disk'}
            loading={busy}
            disabled={!allowed}
            data-action={creating ? 'qr_code_list/add' : 'qr_code_list/update'}
            onClick={() => void save()}
          >
            <FormattedMessage id={creating ? 'codes.create' : 'action.save'} />
          </Button>
        </Tooltip>
      </div>
      <div className="lc-code-editor-body">
        {!allowed && (
          <Callout intent="warning" icon="lock" compact>
            <FormattedMessage id="codes.no_permission" />
          </Callout>
        )}
        {failure && (
          <Callout intent="danger" icon="error" compact className="lc-code-editor-failure">
            {failure}
          </Callout>
        )}
        {created && (
          <Callout
            intent="success"
            icon="tick-circle"
            className="lc-code-created"
            title={intl.formatMessage({ id: 'codes.created_title' })}
          >
            <div className="lc-code-created-body">
              <QrPreview codeId={created.id} url={created.url} qrUrl={created.qr_url} />
              <div className="lc-code-created-text">
                <p>
                  <FormattedMessage id="codes.created_help" />
                </p>
                <div className="lc-code-created-link">
                  <a href={created.url} target="_blank" rel="noreferrer" data-created-url>
                    {created.url}
                  </a>
                  <CopyButton text={created.url} />
                </div>
                <Button size="small" variant="minimal" icon="cross" onClick={() => setCreated(null)}>
                  <FormattedMessage id="codes.dismiss" />
                </Button>
              </div>
            </div>
          </Callout>
        )}
        {details && !created && (
          <div className="lc-code-summary">
            <span className="lc-code-summary-item">
              <span className="lc-codes-muted">
                <FormattedMessage id="codes.col_link" />
              </span>
              <a href={details.url} target="_blank" rel="noreferrer" className="lc-code-summary-link">
                {details.url}
              </a>
              <CopyButton text={details.url} />
              <PopoverNext
                placement="bottom"
                content={<QrPreview codeId={details.id} url={details.url} qrUrl={details.qr_url} />}
              >
                <Button size="small" variant="minimal" icon="barcode" data-action="codes.qr">
                  <FormattedMessage id="codes.qr" />
                </Button>
              </PopoverNext>
            </span>
            <span className="lc-code-summary-item">
              <span className="lc-codes-muted">
                <FormattedMessage id="codes.col_visits" />
              </span>
              <strong className="lc-codes-num">{intl.formatNumber(details.view_number)}</strong>
              <span className="lc-codes-muted">
                <FormattedMessage id="codes.col_unique_ips" />
              </span>
              <strong className="lc-codes-num">{intl.formatNumber(details.ip_view_number)}</strong>
            </span>
            <span className="lc-code-summary-item">
              <Tag minimal intent={details.status === 1 ? 'success' : 'none'}>
                <FormattedMessage id={enumLabelKey('CodeStatus', details.status)} />
              </Tag>
            </span>
          </div>
        )}

        <Section compact icon="info-sign" title={intl.formatMessage({ id: 'codes.section_basic' })}>
          <SectionCard>
            <FormGrid>
              <Field
                label={<FormattedMessage id="codes.field_name" />}
                idPrefix={idPrefix}
                path="name"
                errors={errors}
              >
                <InputGroup
                  id={`${idPrefix}-name`}
                  name="name"
                  value={values.name}
                  maxLength={100}
                  intent={errors.name ? 'danger' : 'none'}
                  placeholder={intl.formatMessage({ id: 'codes.field_name_placeholder' })}
                  onValueChange={(value) => set('name', value)}
                  autoFocus={creating}
                />
              </Field>
              <Field
                label={<FormattedMessage id="codes.field_suffix" />}
                idPrefix={idPrefix}
                path="file_name"
                errors={errors}
                help={intl.formatMessage({
                  id: creating ? 'codes.field_suffix_help' : 'codes.field_suffix_fixed',
                })}
              >
                <InputGroup
                  id={`${idPrefix}-file_name`}
                  name="file_name"
                  value={values.file_name}
                  maxLength={64}
                  readOnly={!creating}
                  disabled={!creating}
                  intent={errors.file_name ? 'danger' : 'none'}
                  placeholder={intl.formatMessage({ id: 'codes.field_suffix_placeholder' })}
                  onValueChange={(value) => set('file_name', value)}
                />
                <div className="lc-code-link-preview" data-link-preview>
                  <span className="lc-codes-muted">
                    <FormattedMessage id="codes.link_preview" />
                  </span>
                  <code>
                    {linkPreview}
                    {previewSuffix === '' && (
                      <span className="lc-code-link-preview-random">
                        <FormattedMessage id="codes.link_preview_random" />
                      </span>
                    )}
                  </code>
                </div>
              </Field>
              <Field
                label={<FormattedMessage id="codes.field_domain" />}
                idPrefix={idPrefix}
                path="domain_id"
                errors={errors}
                help={intl.formatMessage({ id: 'codes.field_domain_help' })}
              >
                <HTMLSelect
                  id={`${idPrefix}-domain_id`}
                  name="domain_id"
                  fill
                  value={values.domain_id ?? ''}
                  onChange={(event) =>
                    set('domain_id', event.currentTarget.value ? Number(event.currentTarget.value) : null)
                  }
                >
                  <option value="">{intl.formatMessage({ id: 'codes.domain_console' })}</option>
                  {domains.map((domain) => (
                    <option key={domain.id} value={domain.id}>
                      {`${domain.host} · ${domainTypeLabel(domain.type)}`}
                    </option>
                  ))}
                  {savedDomainMissing && values.domain_id !== null && (
                    <option value={values.domain_id}>{details?.domain || `#${values.domain_id}`}</option>
                  )}
                </HTMLSelect>
              </Field>
              <Field
                label={<FormattedMessage id="codes.field_group" />}
                idPrefix={idPrefix}
                path="group_id"
                errors={errors}
              >
                <HTMLSelect
                  id={`${idPrefix}-group_id`}
                  fill
                  value={values.group_id ?? ''}
                  onChange={(event) =>
                    set('group_id', event.currentTarget.value ? Number(event.currentTarget.value) : null)
                  }
                >
                  <option value="">{intl.formatMessage({ id: 'codes.no_group' })}</option>
                  {groups.map((group) => (
                    <option key={group.id} value={group.id}>
                      {group.name}
                    </option>
                  ))}
                  {values.group_id !== null && !groups.some((group) => group.id === values.group_id) && (
                    <option value={values.group_id}>{details?.group_name ?? `#${values.group_id}`}</option>
                  )}
                </HTMLSelect>
              </Field>
              <Field
                label={
                  <>
                    <FormattedMessage id="codes.field_password" />
                    {details?.has_password && (
                      <Tag minimal intent="primary" className="lc-code-field-tag">
                        <FormattedMessage id="codes.share_on" />
                      </Tag>
                    )}
                  </>
                }
                idPrefix={idPrefix}
                path="password"
                errors={errors}
                help={intl.formatMessage({
                  id: !sharePasswordSet
                    ? 'codes.field_password_help'
                    : values.share_off
                      ? 'codes.share_off_help'
                      : 'codes.field_password_keep',
                })}
              >
                <InputGroup
                  id={`${idPrefix}-password`}
                  name="password"
                  autoComplete="off"
                  value={values.share_off ? '' : values.password}
                  maxLength={32}
                  disabled={values.share_off}
                  intent={errors.password ? 'danger' : 'none'}
                  placeholder={intl.formatMessage({
                    id: sharePasswordSet
                      ? 'codes.field_password_keep_placeholder'
                      : 'codes.field_password_placeholder',
                  })}
                  onValueChange={(value) => set('password', value)}
                />
                {sharePasswordSet && (
                  <Switch
                    id={`${idPrefix}-share_off`}
                    name="share_off"
                    className="lc-code-share-off"
                    checked={values.share_off}
                    label={intl.formatMessage({ id: 'codes.share_turn_off' })}
                    onChange={(event) => {
                      const off = event.currentTarget.checked;
                      set('share_off', off);
                      if (off) set('password', '');
                    }}
                  />
                )}
              </Field>
              <Field
                label={<FormattedMessage id="codes.field_remark" />}
                idPrefix={idPrefix}
                path="remark"
                errors={errors}
                wide
              >
                <TextArea
                  id={`${idPrefix}-remark`}
                  name="remark"
                  fill
                  rows={2}
                  maxLength={500}
                  value={values.remark}
                  onChange={(event) => set('remark', event.currentTarget.value)}
                />
              </Field>
            </FormGrid>
          </SectionCard>
        </Section>

        <Section
          compact
          icon="flows"
          title={intl.formatMessage({ id: 'codes.section_destinations' }, { count: drafts.length })}
          className="lc-code-destinations"
        >
          <SectionCard padded={false}>
            <DestinationsEditor
              drafts={drafts}
              dispatch={dispatch}
              showWeight={values.rotation_model === RotationModel.random}
              errors={errors}
            />
          </SectionCard>
        </Section>
        <Section compact icon="exchange" title={intl.formatMessage({ id: 'codes.section_behaviour' })}>
          <SectionCard>
            <FormGrid>
              <Field
                label={<FormattedMessage id="codes.field_rotation" />}
                idPrefix={idPrefix}
                path="rotation_model"
                errors={errors}
                help={modelHelp}
                span={12}
              >
                {rotationTypes === null ? (
                  <Spinner size={16} />
                ) : (
                  <SegmentedControl
                    className="lc-code-segmented"
                    options={modelOptions}
                    value={String(values.rotation_model)}
                    onValueChange={(value) =>
                      set('rotation_model', Number(value) as EnumValue<typeof RotationModel>)
                    }
                    size="small"
                    inline
                  />
                )}
              </Field>
              <Field
                label={<FormattedMessage id="codes.field_access_mode" />}
                idPrefix={idPrefix}
                path="access_mode"
                errors={errors}
                help={intl.formatMessage({
                  id:
                    values.access_mode === AccessMode.scan_only
                      ? 'codes.access_help_scan'
                      : 'codes.access_help_open',
                })}
                span={12}
              >
                <SegmentedControl
                  className="lc-code-segmented"
                  options={enumOptions('AccessMode').map((option) => ({
                    value: String(option.value),
                    label: intl.formatMessage({ id: option.labelKey }),
                  }))}
                  value={String(values.access_mode)}
                  onValueChange={(value) => set('access_mode', Number(value) as EnumValue<typeof AccessMode>)}
                  size="small"
                  inline
                />
              </Field>
              <Field
                label={<FormattedMessage id="codes.field_jump_type" />}
                idPrefix={idPrefix}
                path="jump_type"
                errors={errors}
                span={12}
              >
                <RadioGroup
                  className="lc-code-jump-types"
                  name={`jump-type-${tabId}`}
                  selectedValue={String(values.jump_type)}
                  onChange={(event) =>
                    set('jump_type', Number(event.currentTarget.value) as EnumValue<typeof JumpType>)
                  }
                >
                  {enumOptions('JumpType').map((option) => (
                    <Radio
                      key={option.value}
                      value={String(option.value)}
                      className="lc-code-jump-type"
                      labelElement={
                        <span>
                          <span className="lc-code-jump-name">
                            <FormattedMessage id={option.labelKey} />
                          </span>
                          <span className="lc-code-jump-help">
                            <FormattedMessage id={jumpHelpKey(Number(option.value))} />
                          </span>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </Field>
              <FormCell span={12}>
                <div className="lc-code-switches">
                  <Switch
                    id={`${idPrefix}-restriction_visit`}
                    checked={values.restriction_visit === RestrictionVisit.wechat_only}
                    labelElement={
                      <span>
                        <FormattedMessage id="codes.field_wechat_only" />
                        <span className="lc-code-switch-help">
                          <FormattedMessage id="codes.field_wechat_only_help" />
                        </span>
                      </span>
                    }
                    onChange={(event) =>
                      set(
                        'restriction_visit',
                        event.currentTarget.checked ? RestrictionVisit.wechat_only : RestrictionVisit.none,
                      )
                    }
                  />
                  <Switch
                    id={`${idPrefix}-open_log`}
                    checked={values.open_log === OpenLog.detailed}
                    labelElement={
                      <span>
                        <FormattedMessage id="codes.field_open_log" />
                        <span className="lc-code-switch-help">
                          <FormattedMessage id="codes.field_open_log_help" />
                        </span>
                      </span>
                    }
                    onChange={(event) =>
                      set('open_log', event.currentTarget.checked ? OpenLog.detailed : OpenLog.counts_only)
                    }
                  />
                </div>
              </FormCell>
            </FormGrid>
          </SectionCard>
        </Section>
      </div>
    </div>
  );
}
