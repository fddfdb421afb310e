import { AnchorButton, Button, Tooltip } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { hasButton } from '../../core/permissions/use-can';
import { menuTreeAtom } from '../../core/session/atoms';
import { showToast } from '../../core/toaster';
import { ConfirmAlert } from '../ConfirmAlert';
import type { BatchActionDef } from './types';

/** A batch action asked for: on which rows, from the toolbar (no row) or one row's button. */
type BatchRun<Row> = { action: BatchActionDef<Row>; rows: Row[]; rowId: number | null };

type Identified = { id: number };

/**
 * The described resource's batch actions (see `BatchActionDef`): those the authority list grants,
 * their toolbar buttons over the picked rows, their row buttons, and the question asked first.
 */
export function useBatchActions<Row extends Identified>(
  actions: BatchActionDef<Row>[] | undefined,
  options: { picked: Row[]; reload(): void; rowLabel(row: Row): string },
) {
  const intl = useIntl();
  const tree = useAtomValue(menuTreeAtom);
  const granted = useMemo(
    () => (actions ?? []).filter((action) => hasButton(tree, action.call)),
    [actions, tree],
  );
  const [confirming, setConfirming] = useState<BatchRun<Row> | null>(null);
  const [running, setRunning] = useState<BatchRun<Row> | null>(null);

  const run = async (batch: BatchRun<Row>) => {
    setRunning(batch);
    try {
      const result = await api.callByPath(batch.action.call, { ids: batch.rows.map((row) => row.id) });
      const done = batch.action.doneMessage?.(result, batch.rows, intl) ?? {
        kind: 'success' as const,
        message: intl.formatMessage({ id: 'form.saved' }),
      };
      // What went wrong stays longer on screen than a plain success.
      showToast(done.kind, done.message, done.kind === 'success' ? 4000 : 8000);
      setConfirming(null);
      options.reload();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setRunning(null);
    }
  };
  const request = (batch: BatchRun<Row>) => {
    if (batch.action.confirm) setConfirming(batch);
    else void run(batch);
  };
  const isRunning = (action: BatchActionDef<Row>, rowId: number | null) =>
    running?.action === action && running.rowId === rowId;
  const { picked } = options;

  const toolbar: ReactNode = granted.map((action) => {
    const limit = action.limit && picked.length > action.limit.max ? action.limit : null;
    const label = intl.formatMessage({ id: action.labelKey }, { count: picked.length });
    // A greyed button says why in its tooltip; a disabled button would not show one.
    return limit ? (
      <Tooltip
        key={action.call}
        content={intl.formatMessage({ id: limit.messageKey }, { max: limit.max })}
        placement="bottom"
      >
        <AnchorButton icon={action.icon} intent={action.intent} variant="outlined" disabled>
          {label}
        </AnchorButton>
      </Tooltip>
    ) : (
      <Button
        key={action.call}
        icon={action.icon}
        intent={action.intent}
        variant="outlined"
        disabled={picked.length === 0 || running !== null}
        loading={isRunning(action, null)}
        data-action={action.call}
        onClick={() => request({ action, rows: picked, rowId: null })}
      >
        {label}
      </Button>
    );
  });

  const rowButtons = (row: Row): ReactNode =>
    granted.map(
      (action) =>
        action.rowLabelKey && (
          <Button
            key={action.call}
            variant="minimal"
            size="small"
            icon={action.icon}
            intent={action.intent}
            data-action={action.call}
            disabled={running !== null && !isRunning(action, row.id)}
            loading={isRunning(action, row.id)}
            onClick={() => request({ action, rows: [row], rowId: row.id })}
          >
            <FormattedMessage id={action.rowLabelKey} />
          </Button>
        ),
    );

  const question = confirming?.action.confirm;
  const dialog = (
    <ConfirmAlert
      isOpen={confirming !== null}
      intent={confirming?.action.intent ?? 'primary'}
      icon={confirming?.action.icon}
      busy={running !== null}
      confirmKey={question?.confirmKey ?? 'action.confirm'}
      onCancel={() => setConfirming(null)}
      onConfirm={() => confirming && run(confirming)}
    >
      {question && confirming && (
        <p>
          <FormattedMessage
            id={question.messageKey}
            values={{
              count: confirming.rows.length,
              name:
                confirming.rows.length === 1 && confirming.rows[0]
                  ? options.rowLabel(confirming.rows[0])
                  : '',
            }}
          />
        </p>
      )}
    </ConfirmAlert>
  );

  return {
    /** Whether any action is granted: the rows become pickable for it. */
    any: granted.length > 0,
    /** Whether any granted action has a button in each row. */
    inRows: granted.some((action) => action.rowLabelKey),
    toolbar,
    rowButtons,
    dialog,
  };
}
