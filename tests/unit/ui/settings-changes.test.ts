import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../src/ui/settings/settings-changes';

describe('changedFields', () => {
  it('names the fields that differ from the saved record', () => {
    const saved = { title: 'A', maintenance: false, lockout_failures: 5, list: ['x'] };
    expect(changedFields(saved, { ...saved })).toEqual([]);
    expect(changedFields(saved, { ...saved, title: 'B', list: ['x', 'y'] })).toEqual(['title', 'list']);
  });

  it('counts a cleared number and an added field as changes', () => {
    expect(changedFields({ days: 3 }, { days: undefined })).toEqual(['days']);
    expect(changedFields({}, { extra: '' })).toEqual(['extra']);
  });

  it('does not count an edit that was typed back to the saved value', () => {
    expect(changedFields({ color: '#f5ca47' }, { color: '#f5ca47' })).toEqual([]);
  });
});
