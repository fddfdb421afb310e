import type { IconName, Intent } from '@blueprintjs/core';
import type { CallOutput } from '../../../contract/calls';
import { AsyncOperationStatus } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';

export type Job = CallOutput<'async_operations/inquire'>['list'][number];

/** How often the list asks again while a job runs: progress should look alive, not flood. */
export const JOB_REFRESH_MS = 3000;

type StatusView = { labelKey: MessageKey; intent: Intent; icon: IconName };

/** A status the console does not know is shown as a failure rather than as success. */
const ABNORMAL: StatusView = {
  labelKey: 'async_operations.status.abnormal',
  intent: 'danger',
  icon: 'error',
};

const STATUS_VIEWS: Record<number, StatusView> = {
  [AsyncOperationStatus.in_progress]: {
    labelKey: 'async_operations.status.in_progress',
    // The brand's yellow is too pale for tag text; the running bar carries the colour.
    intent: 'none',
    icon: 'refresh',
  },
  [AsyncOperationStatus.completed]: {
    labelKey: 'async_operations.status.completed',
    intent: 'success',
    icon: 'tick-circle',
  },
  [AsyncOperationStatus.abnormal]: ABNORMAL,
};

export function statusView(status: number): StatusView {
  return STATUS_VIEWS[status] ?? ABNORMAL;
}

export function isRunning(job: Pick<Job, 'status'>): boolean {
  return job.status === AsyncOperationStatus.in_progress;
}

/** Whether any shown job still runs: only then does the list refresh itself. */
export function hasRunningJobs(jobs: readonly Pick<Job, 'status'>[]): boolean {
  return jobs.some(isRunning);
}

/** Jobs that may be deleted: the server refuses to delete one that still runs. */
export function finishedIds(jobs: readonly Pick<Job, 'id' | 'status'>[]): number[] {
  return jobs.filter((job) => !isRunning(job)).map((job) => job.id);
}

/** Progress as the bar takes it (0–1); a finished job's bar is full whatever was last reported. */
export function progressValue(job: Pick<Job, 'status' | 'progress'>): number {
  if (job.status === AsyncOperationStatus.completed) return 1;
  return Math.min(100, Math.max(0, job.progress)) / 100;
}
