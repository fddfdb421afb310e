import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../../contract/areas/code-transfer';
import { api, errorMessage } from '../../core/api/api';
import { CallError } from '../../core/api/client';
import {
  fileProblem,
  formatOfFile,
  hasValidLines,
  type ImportResult,
  type ImportRow,
  readBase64,
  type TransferFormat,
} from './code-transfer';

type Picked = { name: string; format: TransferFormat; content: string };

/** Where the dialog is: choosing a file, the dry run's answer, applying it, or the summary. */
type Step =
  | { kind: 'pick'; problems: string[] }
  | { kind: 'checking'; file: Picked }
  | { kind: 'review'; file: Picked; result: ImportResult }
  | { kind: 'applying'; file: Picked; result: ImportResult }
  | { kind: 'done'; result: ImportResult };

const PICK: Step = { kind: 'pick', problems: [] };

/** Every message of a refusal: a file can be wrong in several columns at once. */
function refusalMessages(error: unknown): string[] {
  if (error instanceof CallError && error.fieldErrors.length > 0)
    return [...new Set(error.fieldErrors.map((field) => field.message))];
  return [errorMessage(error)];
}

export type ImportCodesDialogProps = {
  isOpen: boolean;
  onClose(): void;
  /** Codes were created or updated: the list reads them again. */
  onImported(): void;
};

/**
 * Imports codes from a CSV or XLSX file (`qr_code_list/import_codes`): the file is checked first
 * (a dry run) and each line shown with what it would do or what is wrong in it; "Apply" then
 * saves the valid lines and the summary says what was done.
 */
export function ImportCodesDialog({ isOpen, onClose, onImported }: ImportCodesDialogProps) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>(PICK);
  const picker = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const applier = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const busy = step.kind === 'checking' || step.kind === 'applying';

  // The button that was pressed goes away with each step: focus moves to the next thing to do,
  // so the keyboard stays in the dialog (and Escape still closes it).
  const stepKind = step.kind;
  const canApply = step.kind === 'review' && hasValidLines(step.result);
  useEffect(() => {
    if (stepKind === 'pick') chooser.current?.focus();
    else if (stepKind === 'review') (canApply ? applier : closer).current?.focus();
    else if (stepKind === 'done') closer.current?.focus();
  }, [stepKind, canApply]);

  const check = async (chosen: File) => {
    const problem = fileProblem(chosen);
    const format = formatOfFile(chosen.name);
    if (problem || !format) {
      setStep({
        kind: 'pick',
        problems: [intl.formatMessage({ id: problem ?? 'code_transfer.wrong_type' })],
      });
      return;
    }
    let content: string;
    try {
      content = await readBase64(chosen);
    } catch {
      setStep({ kind: 'pick', problems: [intl.formatMessage({ id: 'code_transfer.file_unreadable' })] });
      return;
    }
    const file = { name: chosen.name, format, content };
    setStep({ kind: 'checking', file });
    try {
      const result = await api.call('qr_code_list/import_codes', {
        format,
        content_base64: file.content,
        dry_run: true,
      });
      setStep({ kind: 'review', file, result });
    } catch (error) {
      setStep({ kind: 'pick', problems: refusalMessages(error) });
    }
  };

  const apply = async (file: Picked, checked: ImportResult) => {
    setStep({ kind: 'applying', file, result: checked });
    try {
      const result = await api.call('qr_code_list/import_codes', {
        format: file.format,
        content_base64: file.content,
        dry_run: false,
      });
      setStep({ kind: 'done', result });
      if (hasValidLines(result)) onImported();
    } catch (error) {
      setStep({ kind: 'pick', problems: refusalMessages(error) });
    }
  };

  const close = () => {
    if (busy) return;
    setStep(PICK);
    onClose();
  };

  const chooseFile = () => picker.current?.click();

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={intl.formatMessage({ id: 'code_transfer.import_title' })}
      icon="import"
      className="lc-transfer-dialog"
      canEscapeKeyClose={!busy}
      canOutsideClickClose={!busy}
    >
      <DialogBody>
        <input
          ref={picker}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          data-field="import-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void check(chosen);
          }}
        />
        {step.kind === 'pick' && (
          <div className="lc-transfer-pick">
            <p>
              <FormattedMessage id="code_transfer.import_help" />
            </p>
            <Button
              ref={chooser}
              icon="document-open"
              intent="primary"
              data-action="code_transfer.choose_file"
              onClick={chooseFile}
            >
              <FormattedMessage id="code_transfer.choose_file" />
            </Button>
            <span className={Classes.TEXT_MUTED}>
              <FormattedMessage
                id="code_transfer.file_types"
                values={{ max: MAX_IMPORT_BYTES / 1024, rows: MAX_IMPORT_ROWS }}
              />
            </span>
            {step.problems.length > 0 && (
              <Callout intent="danger" icon="error" className="lc-transfer-problems" role="alert">
                {step.problems.map((problem) => (
                  <div key={problem}>{problem}</div>
                ))}
              </Callout>
            )}
          </div>
        )}
        {step.kind === 'checking' && (
          <div className="lc-transfer-waiting" role="status">
            <Spinner size={24} />
            <FormattedMessage id="code_transfer.checking" />
          </div>
        )}
        {(step.kind === 'review' || step.kind === 'applying') && (
          <>
            <div className="lc-transfer-file">
              <strong>{step.file.name}</strong>
              <ImportCounts result={step.result} done={false} />
            </div>
            {hasValidLines(step.result) ? (
              step.result.failed > 0 && (
                <Callout intent="warning" className="lc-transfer-note">
                  <FormattedMessage id="code_transfer.some_errors" />
                </Callout>
              )
            ) : (
              <Callout intent="danger" className="lc-transfer-note" role="alert">
                <FormattedMessage id="code_transfer.nothing_valid" />
              </Callout>
            )}
            <ImportLineTable rows={step.result.rows} done={false} />
          </>
        )}
        {step.kind === 'done' && (
          <>
            <Callout
              intent={step.result.failed > 0 ? 'warning' : 'success'}
              icon={step.result.failed > 0 ? 'warning-sign' : 'tick-circle'}
              className="lc-transfer-note"
              role="status"
            >
              <FormattedMessage
                id="code_transfer.summary"
                values={{
                  created: step.result.created,
                  updated: step.result.updated,
                  failed: step.result.failed,
                }}
              />
            </Callout>
            <ImportLineTable rows={step.result.rows} done />
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {(step.kind === 'review' || step.kind === 'done') && (
              <Button icon="document-open" data-action="code_transfer.choose_again" onClick={chooseFile}>
                <FormattedMessage id="code_transfer.choose_again" />
              </Button>
            )}
            <Button ref={closer} data-action="code_transfer.close" disabled={busy} onClick={close}>
              <FormattedMessage id="code_transfer.close" />
            </Button>
            {(step.kind === 'review' || step.kind === 'applying') && (
              <Button
                ref={applier}
                intent="primary"
                icon="import"
                data-action="qr_code_list/import_codes"
                disabled={!hasValidLines(step.result)}
                loading={step.kind === 'applying'}
                onClick={() => step.kind === 'review' && void apply(step.file, step.result)}
              >
                <FormattedMessage id="code_transfer.apply" />
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  );
}

/** How many lines create, update or fail, as tags. */
export function ImportCounts({ result, done }: { result: ImportResult; done: boolean }) {
  const intl = useIntl();
  return (
    <span
      className="lc-transfer-counts"
      data-field="import-counts"
      title={intl.formatMessage(
        { id: 'code_transfer.counts' },
        { created: result.created, updated: result.updated, failed: result.failed },
      )}
    >
      <Tag minimal intent="success" icon="add">
        {intl.formatMessage({ id: done ? 'code_transfer.did.create' : 'code_transfer.will.create' })}{' '}
        {result.created}
      </Tag>
      <Tag minimal intent="primary" icon="edit">
        {intl.formatMessage({ id: done ? 'code_transfer.did.update' : 'code_transfer.will.update' })}{' '}
        {result.updated}
      </Tag>
      <Tag minimal intent="danger" icon="error">
        {intl.formatMessage({ id: 'code_transfer.action_error' })} {result.failed}
      </Tag>
    </span>
  );
}

const ACTION_INTENT = { create: 'success', update: 'primary', error: 'danger' } as const;

/** The file's lines: line number, suffix, what happens to it and, for an error, each column's problem. */
export function ImportLineTable({ rows, done }: { rows: readonly ImportRow[]; done: boolean }) {
  const intl = useIntl();
  const actionLabel = (action: ImportRow['action']) =>
    intl.formatMessage({
      id:
        action === 'error'
          ? 'code_transfer.action_error'
          : done
            ? `code_transfer.did.${action}`
            : `code_transfer.will.${action}`,
    });
  return (
    // A region of its own: the keyboard scrolls a long file without leaving the dialog.
    <section
      className="lc-transfer-scroll"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'code_transfer.rows_label' })}
    >
      <HTMLTable compact striped className="lc-transfer-table" data-field="import-rows">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="code_transfer.column.line" />
            </th>
            <th>
              <FormattedMessage id="code_transfer.column.file_name" />
            </th>
            <th>
              <FormattedMessage id="code_transfer.column.action" />
            </th>
            <th>
              <FormattedMessage id="code_transfer.column.problems" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} data-line={row.line} data-action-result={row.action}>
              <td className="lc-transfer-line">{row.line}</td>
              <td className="lc-transfer-suffix">
                {row.file_name || (
                  <span className={Classes.TEXT_MUTED}>
                    <FormattedMessage id="code_transfer.random_suffix" />
                  </span>
                )}
              </td>
              <td>
                <Tag minimal intent={ACTION_INTENT[row.action]}>
                  {actionLabel(row.action)}
                </Tag>
              </td>
              <td>
                {row.errors.length > 0 && (
                  <ul className="lc-transfer-errors">
                    {row.errors.map((error) => (
                      <li key={`${error.field}:${error.message}`}>
                        <code>
                          {error.field === 'line'
                            ? intl.formatMessage({ id: 'code_transfer.field_line' })
                            : error.field}
                        </code>{' '}
                        {error.message}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
