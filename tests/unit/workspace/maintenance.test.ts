import { describe, expect, it } from 'vitest';
import { isLockedByMaintenance } from '../../../src/workspace/routes/maintenance';

describe('maintenance mode', () => {
  it('sends everyone but super administrators to the maintenance page', () => {
    expect(isLockedByMaintenance(true, 'administrator')).toBe(true);
    expect(isLockedByMaintenance(true, 'default')).toBe(true);
    expect(isLockedByMaintenance(true, 'super_admin')).toBe(false);
  });

  it('locks nobody out while the site is open', () => {
    expect(isLockedByMaintenance(false, 'default')).toBe(false);
    expect(isLockedByMaintenance(undefined, undefined)).toBe(false);
  });
});
