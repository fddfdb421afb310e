import '../resource/resource.css';
import {
  Button,
  Callout,
  Classes,
  FormGroup,
  H5,
  Icon,
  type IconName,
  KeyComboTag,
  NonIdealState,
  Tag,
  Tooltip,
} from '@blueprintjs/core';
import { type FormEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmAlert } from '../ConfirmAlert';
import { FormCell, FormGrid } from '../form-grid';
import type { FormValues } from '../resource/types';
import type { SettingsRecord } from './use-settings-record';

type SettingsFrameProps = {
  title: ReactNode;
  icon: IconName;
  /** One line under the title: what this page governs. */
  description?: ReactNode;
  record: SettingsRecord;
  /**
   * A question to answer before saving, when the change needs one (turning maintenance on);
   * null saves at once.
   */
  confirmSave?(saved: FormValues, values: FormValues): ReactNode | null;
  /** Buttons beside save and reset (format, validate). */
  actions?: ReactNode;
  children(values: FormValues): ReactNode;
};

/** Ctrl+S / ⌘S saves where a settings page has focus, as in an editor. */
function isSaveKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
}

/**
 * The frame of a settings page: a toolbar with the unsaved-changes count, save and reset (reset
 * asks first), the loading, error and failure states, and the form the page draws inside.
 */
export function SettingsFrame({
  title,
  icon,
  description,
  record,
  confirmSave,
  actions,
  children,
}: SettingsFrameProps) {
  const [question, setQuestion] = useState<ReactNode | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const dirty = record.changed.length > 0;

  const requestSave = () => {
    if (!dirty || record.busy) return;
    const ask = record.saved && record.values ? confirmSave?.(record.saved, record.values) : null;
    if (ask) setQuestion(ask);
    else void record.save();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    requestSave();
  };

  if (record.state.status === 'error') {
    return (
      <NonIdealState
        className="lc-table-state"
        icon="error"
        title={<FormattedMessage id="settings.load_failed" />}
        description={record.state.message}
        action={
          <Button icon="repeat" onClick={record.reload}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  }

  return (
    <form
      className="lc-settings"
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (!isSaveKey(event)) return;
        event.preventDefault();
        requestSave();
      }}
      noValidate
      aria-busy={record.state.status === 'loading'}
    >
      <div className="lc-settings-toolbar">
        <Icon icon={icon} className="lc-settings-icon" />
        <H5 className="lc-settings-title">{title}</H5>
        {dirty ? (
          <Tag intent="warning" minimal icon="edit" className="lc-settings-dirty" role="status">
            <FormattedMessage id="settings.unsaved" values={{ count: record.changed.length }} />
          </Tag>
        ) : (
          record.state.status === 'ready' && (
            <Tag minimal icon="tick" className="lc-settings-clean" role="status">
              <FormattedMessage id="settings.saved_state" />
            </Tag>
          )
        )}
        <span className="lc-header-spacer" />
        {actions}
        <Button
          icon="reset"
          variant="minimal"
          disabled={!dirty || record.busy}
          onClick={() => setDiscarding(true)}
          data-action="settings.reset"
        >
          <FormattedMessage id="action.reset" />
        </Button>
        <Tooltip content={<KeyComboTag combo="mod+s" minimal />} placement="bottom" disabled={!dirty} compact>
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            disabled={!dirty}
            loading={record.busy}
            data-action="settings.save"
          >
            <FormattedMessage id="action.save" />
          </Button>
        </Tooltip>
      </div>
      <div className="lc-settings-body">
        {description && <p className="lc-settings-description">{description}</p>}
        {record.failure && (
          <Callout intent="danger" icon="error" className="lc-form-failure" role="alert">
            {record.failure}
          </Callout>
        )}
        {record.values ? (
          children(record.values)
        ) : (
          <div className="lc-settings-skeleton">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder blocks have no identity
              <div key={index} className={`${Classes.SKELETON} lc-settings-skeleton-field`} />
            ))}
          </div>
        )}
      </div>
      <ConfirmAlert
        isOpen={question !== null}
        canEscapeKeyCancel
        intent="warning"
        icon="warning-sign"
        confirmKey="settings.confirm_save"
        onCancel={() => setQuestion(null)}
        onConfirm={() => {
          setQuestion(null);
          void record.save();
        }}
      >
        {question}
      </ConfirmAlert>
      <ConfirmAlert
        isOpen={discarding}
        canEscapeKeyCancel
        intent="danger"
        icon="reset"
        confirmKey="settings.discard"
        onCancel={() => setDiscarding(false)}
        onConfirm={() => {
          setDiscarding(false);
          record.reset();
        }}
      >
        <p>
          <FormattedMessage id="settings.discard_confirm" values={{ count: record.changed.length }} />
        </p>
      </ConfirmAlert>
    </form>
  );
}

/** A titled group of settings on the 24-column form grid. */
export function SettingsSection({
  title,
  icon,
  description,
  children,
}: {
  title: ReactNode;
  icon: IconName;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="lc-settings-section">
      <header className="lc-settings-section-header">
        <Icon icon={icon} size={14} />
        <h6 className={`${Classes.HEADING} lc-settings-section-title`}>{title}</h6>
        {description && <span className="lc-settings-section-description">{description}</span>}
      </header>
      <FormGrid>{children}</FormGrid>
    </section>
  );
}

type SettingsFieldProps = {
  record: SettingsRecord;
  name: string;
  label: string;
  /** Explains the field; an error replaces it while one stands. */
  helper?: ReactNode;
  required?: boolean;
  wide?: boolean;
  span?: number;
  /** The id of the control inside, for the label (`settings-<name>` by default). */
  inputId?: string;
  children: ReactNode;
};

/** One setting: label (marked when changed), control, and its helper or error text. */
export function SettingsField({
  record,
  name,
  label,
  helper,
  required,
  wide,
  span,
  inputId,
  children,
}: SettingsFieldProps) {
  const intl = useIntl();
  const error = record.errors[name];
  const changed = record.changed.includes(name);
  return (
    <FormCell wide={wide} span={span}>
      <FormGroup
        className={changed ? 'lc-settings-field-changed' : undefined}
        label={
          <>
            {label}
            {changed && (
              <span
                className="lc-settings-changed-dot"
                title={intl.formatMessage({ id: 'settings.field_changed' })}
                role="img"
                aria-label={intl.formatMessage({ id: 'settings.field_changed' })}
              />
            )}
          </>
        }
        labelFor={inputId ?? `settings-${name}`}
        labelInfo={required ? '*' : undefined}
        intent={error ? 'danger' : 'none'}
        helperText={error || helper}
      >
        {children}
      </FormGroup>
    </FormCell>
  );
}

/**
 * A control with a fixed box before or after it (a unit, a swatch, a preview). Blueprint's own
 * left/right elements measure their width when drawn, which a control drawn in a hidden tab gets
 * wrong; boxes beside the control need no measuring.
 */
export function WithAddon({
  start,
  end,
  children,
}: {
  start?: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}) {
  if (start === undefined && end === undefined) return <>{children}</>;
  return (
    <div className="lc-addon-row">
      {start !== undefined && <span className="lc-addon lc-addon-start">{start}</span>}
      <div className="lc-addon-control">{children}</div>
      {end !== undefined && <span className="lc-addon lc-addon-end">{end}</span>}
    </div>
  );
}
