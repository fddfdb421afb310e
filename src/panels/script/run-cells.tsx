import { ProgressBar, Tag } from '@blueprintjs/core';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { z } from 'zod';
import type { maintenanceRunSchema } from '../../../contract/areas/maintenance';
import { MaintenanceRunStatus } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';

export type Run = z.output<typeof maintenanceRunSchema>;

const STATUS_INTENT = {
  [MaintenanceRunStatus.running]: 'primary',
  [MaintenanceRunStatus.succeeded]: 'success',
  [MaintenanceRunStatus.failed]: 'danger',
} as const;

const STATUS_KEY: Record<number, MessageKey> = {
  [MaintenanceRunStatus.running]: 'enum.MaintenanceRunStatus.running',
  [MaintenanceRunStatus.succeeded]: 'enum.MaintenanceRunStatus.succeeded',
  [MaintenanceRunStatus.failed]: 'enum.MaintenanceRunStatus.failed',
};

/** A running run as its progress bar with the percentage; a finished one as its outcome. */
export function RunStatusCell({ run }: { run: Pick<Run, 'status' | 'progress'> }) {
  if (run.status === MaintenanceRunStatus.running) {
    return (
      <span className="lc-script-progress" data-progress={run.progress}>
        <ProgressBar intent="primary" value={run.progress / 100} />
        <span>{run.progress}%</span>
      </span>
    );
  }
  return (
    <Tag minimal intent={STATUS_INTENT[run.status as keyof typeof STATUS_INTENT] ?? 'none'}>
      <FormattedMessage id={STATUS_KEY[run.status] ?? 'enum.MaintenanceRunStatus.failed'} />
    </Tag>
  );
}

export const taskTitle = (task: string) => `script.task.${task}` as MessageKey;

/** The parameters as the reader typed them: `start_date 2026-11-01 · end_date 2026-11-20`. */
export function paramsText(intl: IntlShape, params: Record<string, unknown>): string {
  const shown = Object.entries(params).map(([name, value]) => {
    const label = intl.formatMessage({ id: `script.param.${name}` as MessageKey });
    const text =
      typeof value === 'boolean'
        ? intl.formatMessage({ id: value ? 'script.yes' : 'script.no' })
        : String(value);
    return `${label} ${text}`;
  });
  return shown.length > 0 ? shown.join(' · ') : '—';
}

/** How long a run took, or has taken so far. */
export function durationText(
  intl: IntlShape,
  run: Pick<Run, 'started_at' | 'finished_at'>,
  now: number,
): string {
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  const seconds = Math.max(0, Math.round((end - Date.parse(run.started_at)) / 1000));
  return seconds < 60
    ? intl.formatMessage({ id: 'script.seconds' }, { seconds })
    : intl.formatMessage(
        { id: 'script.minutes' },
        { minutes: Math.floor(seconds / 60), seconds: seconds % 60 },
      );
}
