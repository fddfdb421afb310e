import { describe, expect, it } from 'vitest';
import { accessRecordCalls } from '../../../contract/areas/access-records';
import { passwordCalls } from '../../../contract/areas/session';

/** The issues of a failed parse as `{path, message}`, the way the call layer reports them. */
function issuesOf(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  const issues = (parsed.error as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)
    ?.issues;
  return (issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the password change schema', () => {
  const schema = passwordCalls['admin/update_password'].input;
  const change = { old_password: 'Old12345', password: 'New12345', repeat_password: 'New12345' };

  it('accepts a repeat equal to the new password', () => {
    expect(issuesOf(schema, change)).toEqual([]);
  });

  it.each([
    ['a different repeat', 'New54321'],
    ['an empty repeat', ''],
    ['a repeat differing only in case', 'new12345'],
  ])('refuses %s on the repeat field', (_name, repeat) => {
    expect(issuesOf(schema, { ...change, repeat_password: repeat })).toEqual([
      { path: 'repeat_password', message: 'password.repeat_differs' },
    ]);
  });

  it('reports a missing old password and a different repeat together', () => {
    expect(issuesOf(schema, { ...change, old_password: '', repeat_password: 'x' })).toEqual([
      { path: 'old_password', message: 'password.old_required' },
      { path: 'repeat_password', message: 'password.repeat_differs' },
    ]);
  });
});

describe('the public access-log enquiry schema', () => {
  const schema = accessRecordCalls['qr_code_access/public_enquiry'].input;
  const enquiry = {
    key: 'k'.repeat(32),
    file_name: 'abc',
    ip_list: ['36.1.1.1'],
    start_time: '2026-03-01T08:00:00Z',
    end_time: '2026-03-02T08:00:00Z',
  };

  it('accepts a range whose end is after or at its start', () => {
    expect(issuesOf(schema, enquiry)).toEqual([]);
    expect(issuesOf(schema, { ...enquiry, end_time: enquiry.start_time })).toEqual([]);
  });

  it('refuses an end before the start on the end field', () => {
    expect(issuesOf(schema, { ...enquiry, end_time: '2026-03-01T07:59:59Z' })).toEqual([
      { path: 'end_time', message: 'access_log.range_order' },
    ]);
  });

  it('compares the instants, not the text, of times with different offsets', () => {
    // 09:00 at +08:00 is 01:00 UTC: before the start although its text sorts after it.
    expect(issuesOf(schema, { ...enquiry, end_time: '2026-03-01T09:00:00+08:00' })).toEqual([
      { path: 'end_time', message: 'access_log.range_order' },
    ]);
    // 07:00 at -02:00 is 09:00 UTC: after the start although its text sorts before it.
    expect(issuesOf(schema, { ...enquiry, end_time: '2026-03-01T07:00:00-02:00' })).toEqual([]);
  });
});
