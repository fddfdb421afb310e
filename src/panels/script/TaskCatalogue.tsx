import { Button, Card, H6, Icon, type IconName } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MaintenanceTask } from '../../../contract/areas/maintenance';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import { type Run, RunStatusCell, taskTitle } from './run-cells';

const TASK_ICON: Record<MaintenanceTask, IconName> = {
  rebuild_day_totals: 'calendar',
  reenrich_visits: 'globe',
  vacuum_visits: 'clean',
  drop_old_exports: 'trash',
  check_ledger: 'bank-account',
  reverify_domains: 'shield',
};

export type TaskState = { task: MaintenanceTask; running: boolean; last: Run | null };

/**
 * The catalogue as cards: what each task does, how its last run went (a running one with its
 * progress), and the button that opens its form. The button waits while the task runs: one run of
 * a task at a time, whichever process holds it.
 */
export function TaskCatalogue({
  tasks,
  canRun,
  onRun,
  onOpenRun,
}: {
  tasks: readonly TaskState[];
  canRun: boolean;
  onRun(task: MaintenanceTask): void;
  onOpenRun(run: Run): void;
}) {
  const intl = useIntl();
  return (
    <ul className="lc-script-catalogue">
      {tasks.map(({ task, running, last }) => (
        <li key={task}>
          <Card compact className="lc-script-task" data-task={task}>
            <div className="lc-script-task-head">
              <H6>
                <Icon icon={TASK_ICON[task]} />
                <FormattedMessage id={taskTitle(task)} />
              </H6>
              {canRun && (
                <Button
                  small
                  icon={running ? 'time' : 'play'}
                  intent={running ? 'none' : 'primary'}
                  disabled={running}
                  data-action="script.run"
                  onClick={() => onRun(task)}
                >
                  <FormattedMessage id={running ? 'script.running' : 'script.run'} />
                </Button>
              )}
            </div>
            <p className="lc-script-task-text">
              <FormattedMessage id={`script.task.${task}.description` as MessageKey} />
            </p>
            <div className="lc-script-task-last">
              {last ? (
                <button type="button" className="lc-script-last" onClick={() => onOpenRun(last)}>
                  <RunStatusCell run={last} />
                  <span>{formatTime(intl, last.finished_at ?? last.started_at)}</span>
                </button>
              ) : (
                <span className="lc-script-never">
                  <FormattedMessage id="script.never_run" />
                </span>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
