import { describe, expect, it } from 'vitest';
import { MAINTENANCE_TASK_NAMES, runInputOf } from '../../../contract/areas/maintenance';
import { initialValues, taskParams } from '../../../src/panels/script/task-form';
import { nestDotted } from '../../../src/ui/resource/ResourceForm';

describe('maintenance task forms drawn from the contract', () => {
  it('gives days a date control, numbers and switches their own, and marks what has no default', () => {
    const range = taskParams('rebuild_day_totals');
    expect(range.map(({ field, day }) => [field.name, day, field.required])).toEqual([
      ['params.start_date', true, true],
      ['params.end_date', true, true],
    ]);
    expect(taskParams('vacuum_visits').map(({ field }) => [field.kind, field.required])).toEqual([
      ['switch', false],
    ]);
    expect(taskParams('drop_old_exports').map(({ field, fallback }) => [field.kind, fallback])).toEqual([
      ['number', 30],
    ]);
    expect(taskParams('check_ledger')).toEqual([]);
  });

  it('opens every form with values its own schema accepts, and a run again with the run’s values', () => {
    for (const task of MAINTENANCE_TASK_NAMES) {
      const values = nestDotted(initialValues(task, '2026-11-26'));
      expect(runInputOf(task).safeParse(values).success, task).toBe(true);
    }
    expect(initialValues('drop_old_exports', '2026-11-26', { older_than_days: 7 })).toEqual({
      task: 'drop_old_exports',
      params: {},
      'params.older_than_days': 7,
    });
    const reversed = runInputOf('rebuild_day_totals').safeParse(
      nestDotted({
        task: 'rebuild_day_totals',
        'params.start_date': '2026-11-26',
        'params.end_date': '2026-11-01',
      }),
    );
    expect(reversed.error?.issues[0]?.path).toEqual(['params', 'end_date']);
  });
});
