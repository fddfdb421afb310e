import './script.css';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  MAINTENANCE_TASK_NAMES,
  type MaintenanceTask,
  runInputOf,
} from '../../../contract/areas/maintenance';
import { api } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { LiveToolbar } from '../../features/live/LiveToolbar';
import { useLiveCall } from '../../features/live/use-live-call';
import { DateField } from '../../ui/DateField';
import { formatTime } from '../../ui/format';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { ClippedText } from '../../ui/resource/ClippedText';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef, FieldDef, FormValues } from '../../ui/resource/types';
import { useLocalTable } from '../../ui/resource/use-local-table';
import { RunDrawer } from './RunDrawer';
import { durationText, paramsText, type Run, RunStatusCell, taskTitle } from './run-cells';
import { TaskCatalogue } from './TaskCatalogue';
import { initialValues, taskParams } from './task-form';

const REFRESH_MS = 3000;
/** The newest runs the list shows; older ones stay in the table for the record. */
const SHOWN_RUNS = 100;

const yesterday = () => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA');

/** A parameter's form field; days get the console's date field. */
function formField({ field, day }: ReturnType<typeof taskParams>[number]): FieldDef {
  if (!day) return field;
  return {
    ...field,
    kind: 'custom',
    render: ({ id, value, invalid, onChange }) => (
      <DateField id={id} fill invalid={invalid} value={String(value ?? '')} onChange={onChange} />
    ),
  };
}

function runColumns(answeredAt: number): ColumnDef<Run>[] {
  return [
    { key: 'id', titleKey: 'script.column.id', width: 70, align: 'right', sortValue: (run) => run.id },
    {
      key: 'task',
      titleKey: 'script.column.task',
      sortValue: (run) => run.task,
      render: (run) => <FormattedMessage id={taskTitle(run.task)} />,
    },
    {
      key: 'status',
      titleKey: 'script.column.status',
      width: 150,
      sortValue: (run) => run.status,
      render: (run) => <RunStatusCell run={run} />,
    },
    {
      key: 'params',
      titleKey: 'script.column.params',
      render: (run, intl) => <ClippedText text={paramsText(intl, run.params)} />,
    },
    {
      key: 'message',
      titleKey: 'script.column.message',
      render: (run) => <ClippedText text={run.message} />,
    },
    {
      key: 'started_by',
      titleKey: 'script.column.started_by',
      width: 120,
      sortValue: (run) => run.started_by,
    },
    {
      key: 'started_at',
      titleKey: 'script.column.started_at',
      width: 160,
      sortValue: (run) => run.started_at,
      render: (run, intl) => formatTime(intl, run.started_at),
    },
    {
      key: 'duration',
      titleKey: 'script.column.duration',
      width: 100,
      align: 'right',
      render: (run, intl) => durationText(intl, run, answeredAt),
    },
  ];
}

/**
 * SPEC `script`: the task catalogue above, the runs below (newest first, asked again every few
 * seconds while on screen, so a running task's progress moves), a run's log beside them.
 */
export default function ScriptPanel() {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const [task, setTask] = useState<MaintenanceTask | ''>('');
  const live = useLiveCall(
    'script/inquire',
    { page: 1, page_size: SHOWN_RUNS, ...(task ? { task } : {}) },
    root,
    REFRESH_MS,
  );
  const answer = live.load.status === 'ready' ? live.load.data : null;
  const canRun = useCan('script/run');
  const [form, setForm] = useState<{ task: MaintenanceTask; initial: FormValues } | null>(null);
  const [viewing, setViewing] = useState<Run | null>(null);

  const answeredAt = live.answeredAt ?? 0;
  const columns = useMemo(() => runColumns(answeredAt), [answeredAt]);
  const table = useLocalTable(live.load, answer?.list ?? [], columns, live.reload);
  const openForm = (chosen: MaintenanceTask, from?: Record<string, unknown>) =>
    setForm({ task: chosen, initial: initialValues(chosen, yesterday(), from) });

  return (
    <div className="lc-resource lc-script" ref={root}>
      <LiveToolbar live={live} intervalMs={REFRESH_MS}>
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'script.filter_task' })}
          value={task}
          onChange={(event) => setTask(event.currentTarget.value as MaintenanceTask | '')}
          options={[
            { value: '', label: intl.formatMessage({ id: 'script.all_tasks' }) },
            ...MAINTENANCE_TASK_NAMES.map((name) => ({
              value: name,
              label: intl.formatMessage({ id: taskTitle(name) }),
            })),
          ]}
        />
      </LiveToolbar>
      {answer && (
        <TaskCatalogue
          tasks={answer.tasks}
          canRun={canRun}
          onRun={(chosen) => openForm(chosen)}
          onOpenRun={setViewing}
        />
      )}
      <ResourceTable<Run>
        columns={columns}
        {...table}
        onRowOpen={setViewing}
        openRowId={viewing?.id}
        empty={{
          title: <FormattedMessage id="script.empty_title" />,
          description: <FormattedMessage id="script.empty_description" />,
        }}
      />
      <RunDrawer
        run={viewing}
        onClose={() => setViewing(null)}
        onRunAgain={canRun ? (run) => openForm(run.task, run.params) : undefined}
      />
      {form && (
        <ResourceForm
          isOpen
          title={intl.formatMessage(
            { id: 'script.form_title' },
            { task: intl.formatMessage({ id: taskTitle(form.task) }) },
          )}
          submitText={intl.formatMessage({ id: 'script.start' })}
          intro={<FormattedMessage id={`script.task.${form.task}.description`} />}
          fields={taskParams(form.task).map(formField)}
          initial={form.initial}
          schema={runInputOf(form.task)}
          submit={(input) => api.call('script/run', input as never)}
          savedMessage={() => intl.formatMessage({ id: 'script.started' })}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            live.reload();
          }}
        />
      )}
    </div>
  );
}
