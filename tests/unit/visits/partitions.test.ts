import { describe, expect, it } from 'vitest';
import {
  PARTITION_DAYS_AHEAD,
  partitionDay,
  partitionName,
  partitionPlan,
  utcDay,
} from '../../../server/visits/partitions';

describe('visit day partitions', () => {
  it('names a partition after its UTC day and reads the day back', () => {
    // 23:30 in Shanghai on the 24th is still the 24th in UTC… 15:30.
    const time = new Date('2026-11-24T15:30:00Z');
    expect(utcDay(time).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(partitionName(utcDay(time))).toBe('visits_20261124');
    expect(partitionDay('visits_20261124')?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(partitionDay('visits_default')).toBeNull();
    expect(partitionDay('visits_2026112')).toBeNull();
  });

  it('makes today and the coming days, and drops only days wholly past the retention', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    const plan = partitionPlan(
      ['visits_default', 'visits_20261124', 'visits_20260527', 'visits_20260528', 'visits_20260529'],
      now,
      180,
    );
    expect(plan.create.map(partitionName)).toEqual(['visits_20261125', 'visits_20261126', 'visits_20261127']);
    expect(PARTITION_DAYS_AHEAD).toBe(3);
    // The cutoff is 180 days before today's midnight: 2026-05-28 00:00 UTC; the 27th ends there.
    expect(plan.cutoff.toISOString()).toBe('2026-05-28T00:00:00.000Z');
    expect(plan.drop).toEqual(['visits_20260527']);
  });
});
