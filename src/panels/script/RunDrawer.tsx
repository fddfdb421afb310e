import { Button, Callout, Classes, Drawer } from '@blueprintjs/core';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MaintenanceRunStatus } from '../../../contract/enums';
import { LiveToolbar } from '../../features/live/LiveToolbar';
import { useLiveCall } from '../../features/live/use-live-call';
import { formatTime } from '../../ui/format';
import { useIsMobile } from '../../ui/responsive';
import { durationText, paramsText, type Run, RunStatusCell, taskTitle } from './run-cells';

const LOG_REFRESH_MS = 2000;

/**
 * One run beside the list: its parameters, outcome and log, asked again every two seconds while it
 * runs, and "run again" with the same parameters (the form opens to change them first).
 */
export function RunDrawer({
  run,
  onClose,
  onRunAgain,
}: {
  run: Run | null;
  onClose(): void;
  onRunAgain?(run: Run): void;
}) {
  const intl = useIntl();
  const mobile = useIsMobile();
  return (
    <Drawer
      isOpen={run !== null}
      onClose={onClose}
      title={run ? `#${run.id} ${intl.formatMessage({ id: taskTitle(run.task) })}` : ''}
      icon="console"
      size={mobile ? '100%' : 560}
      hasBackdrop={mobile}
      canOutsideClickClose={mobile}
      enforceFocus={false}
      className="lc-detail-drawer"
    >
      {run && <RunDetail id={run.id} onRunAgain={onRunAgain} />}
    </Drawer>
  );
}

function RunDetail({ id, onRunAgain }: { id: number; onRunAgain?(run: Run): void }) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const live = useLiveCall('script/detail', { id }, root, LOG_REFRESH_MS);
  const run = live.load.status === 'ready' ? live.load.data : null;
  return (
    <div className={`${Classes.DRAWER_BODY} lc-detail-body lc-script-detail`} ref={root}>
      <LiveToolbar live={live} intervalMs={LOG_REFRESH_MS} />
      {live.load.status === 'error' && (
        <Callout intent="danger" icon="error">
          {live.load.message}
        </Callout>
      )}
      {run && (
        <>
          <dl className="lc-script-facts">
            <dt>
              <FormattedMessage id="script.column.status" />
            </dt>
            <dd>
              <RunStatusCell run={run} />
            </dd>
            <dt>
              <FormattedMessage id="script.column.params" />
            </dt>
            <dd>{paramsText(intl, run.params)}</dd>
            <dt>
              <FormattedMessage id="script.column.started_by" />
            </dt>
            <dd>{run.started_by || '—'}</dd>
            <dt>
              <FormattedMessage id="script.column.started_at" />
            </dt>
            <dd>{formatTime(intl, run.started_at)}</dd>
            <dt>
              <FormattedMessage id="script.column.duration" />
            </dt>
            <dd>{durationText(intl, run, live.answeredAt ?? Date.now())}</dd>
          </dl>
          {run.message && (
            <Callout
              intent={run.status === MaintenanceRunStatus.failed ? 'danger' : 'success'}
              icon={run.status === MaintenanceRunStatus.failed ? 'error' : 'tick'}
              className="lc-script-outcome"
            >
              {run.message}
            </Callout>
          )}
          <h6 className="lc-script-log-title">
            <FormattedMessage id="script.log_title" values={{ lines: run.log.length }} />
          </h6>
          <pre className="lc-script-log" data-testid="script-log">
            {run.log.length > 0 ? run.log.join('\n') : intl.formatMessage({ id: 'script.log_empty' })}
          </pre>
          {onRunAgain && run.status !== MaintenanceRunStatus.running && (
            <Button icon="repeat" data-action="script.run_again" onClick={() => onRunAgain(run)}>
              <FormattedMessage id="script.run_again" />
            </Button>
          )}
        </>
      )}
    </div>
  );
}
