import { z } from 'zod';
import { call, idSchema, isoTime, pageInput, prefixed } from '../call';
import { text } from '../text';
import { daySchema, daysBetween, MAX_STATISTICS_DAYS } from './statistics';

/**
 * The maintenance tasks (`script`): a fixed catalogue, each with the schema of its parameters.
 * Never a command or SQL of the caller's: a task is code of the product, and its parameters are
 * days, numbers and switches checked here. The console draws each task's form from its schema.
 */
export const MAINTENANCE_TASKS = {
  /** Daily totals summed again from the hourly rows they are made of, for a range of days. */
  rebuild_day_totals: z
    .object({ start_date: daySchema, end_date: daySchema })
    .refine((range) => range.start_date <= range.end_date, {
      message: 'statistics.range_order',
      path: ['end_date'],
    })
    .refine((range) => daysBetween(range.start_date, range.end_date) <= MAX_STATISTICS_DAYS, {
      message: 'statistics.range_too_long',
      path: ['start_date'],
    }),
  /** Region, carrier and device of one day's recorded visits worked out again from address and agent. */
  reenrich_visits: z.object({ date: daySchema }),
  /** Reclaims dead rows of the visit tables and refreshes the planner's statistics. */
  vacuum_visits: z.object({ analyse_only: z.boolean().default(false) }),
  /** Export files (and their rows) finished longer ago than the given days. */
  drop_old_exports: z.object({ older_than_days: z.int().min(1).max(3650).default(30) }),
  /** Every balance compared with the sum of its ledger rows. */
  check_ledger: z.object({}),
  /** Domains waiting for their proof verified again; verified ones checked by the monitor. */
  reverify_domains: z.object({}),
} as const;

export type MaintenanceTask = keyof typeof MAINTENANCE_TASKS;
export const MAINTENANCE_TASK_NAMES = Object.keys(MAINTENANCE_TASKS) as [
  MaintenanceTask,
  ...MaintenanceTask[],
];

/** The input of `script/run` for one task: the task's name with its own parameters. */
export function runInputOf<T extends MaintenanceTask>(task: T) {
  return z.object({ task: z.literal(task), params: MAINTENANCE_TASKS[task] });
}

const runInput = z.discriminatedUnion('task', [
  runInputOf('rebuild_day_totals'),
  runInputOf('reenrich_visits'),
  runInputOf('vacuum_visits'),
  runInputOf('drop_old_exports'),
  runInputOf('check_ledger'),
  runInputOf('reverify_domains'),
]);
export type RunInput = z.output<typeof runInput>;

export const maintenanceRunSchema = z.object({
  id: z.int(),
  task: z.enum(MAINTENANCE_TASK_NAMES),
  params: z.record(z.string(), z.unknown()),
  status: z.int(),
  /** 0–100. */
  progress: z.int(),
  /** The outcome in one sentence, or why it failed. */
  message: text(),
  started_by: text(),
  started_at: isoTime,
  finished_at: isoTime.nullable(),
});

const taskStateSchema = z.object({
  task: z.enum(MAINTENANCE_TASK_NAMES),
  running: z.boolean(),
  last: maintenanceRunSchema.nullable(),
});

export const maintenanceCalls = prefixed('script', {
  inquire: call({
    summary: 'The task catalogue with each task’s last run, and the runs, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({ task: z.enum(MAINTENANCE_TASK_NAMES).optional(), ...pageInput }),
    output: z.object({
      tasks: z.array(taskStateSchema),
      list: z.array(maintenanceRunSchema),
      total: z.int(),
    }),
  }),
  detail: call({
    summary: 'One run with its log',
    effect: 'read',
    access: 'permission',
    input: z.object({ id: idSchema }),
    output: maintenanceRunSchema.extend({ log: z.array(text()) }),
  }),
  run: call({
    summary: 'Starts a task as a job; one run of each task at a time across every process',
    effect: 'write',
    access: 'permission',
    input: runInput,
    output: z.object({ id: z.int() }),
  }),
});
