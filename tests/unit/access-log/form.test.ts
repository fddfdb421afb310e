import { describe, expect, it } from 'vitest';
import {
  type AccessLogForm,
  buildEnquiry,
  countIpLines,
  defaultRange,
  emptyForm,
  selectableDays,
  siteToday,
} from '../../../src/workspace/pages/access-log/access-log-form';

/** The site's zone, whose days the form picks. */
const ZONE = 'Asia/Shanghai';
/** A Monday afternoon in the site's zone (15:30 in Shanghai). */
const NOW = new Date('2025-05-12T07:30:00Z');
/** That Monday, as the local midnight a day picker holds. */
const TODAY = new Date(2025, 4, 12);

function form(overrides: Partial<AccessLogForm>): AccessLogForm {
  return {
    key: 'k'.repeat(32),
    file_name: 'abc123',
    range: [new Date(2025, 4, 10), new Date(2025, 4, 12)],
    ip_text: '203.0.113.8',
    ...overrides,
  };
}

const problemOf = (value: AccessLogForm) => {
  const result = buildEnquiry(value, ZONE, NOW);
  return 'problem' in result ? result.problem : null;
};

describe('the access-log form', () => {
  it('opens on the last three days, today included', () => {
    expect(defaultRange(TODAY)).toEqual([new Date(2025, 4, 10), new Date(2025, 4, 12)]);
    expect(emptyForm(TODAY)).toEqual({
      key: '',
      file_name: '',
      range: [new Date(2025, 4, 10), new Date(2025, 4, 12)],
      ip_text: '',
    });
  });

  it('offers the days from seven days back through the end of today', () => {
    expect(selectableDays(TODAY)).toEqual({
      minDate: new Date(2025, 4, 5),
      maxDate: new Date(2025, 4, 12, 23, 59, 59, 999),
    });
  });

  it('checks the key and the suffix first, in the order of the form', () => {
    const empty = form({ key: ' ', file_name: '', range: [null, null], ip_text: 'nonsense' });
    expect(problemOf(empty)).toEqual({ field: 'key', key: 'access_log.key_required' });
    expect(problemOf({ ...empty, key: 'secret' })).toEqual({
      field: 'file_name',
      key: 'access_log.file_name_required',
    });
  });

  it('asks for the time before it looks at the addresses', () => {
    expect(problemOf(form({ range: [null, null], ip_text: 'nonsense' }))).toEqual({
      field: 'range',
      key: 'access_log.time_required',
    });
    expect(problemOf(form({ range: [new Date(2025, 4, 10), null] }))?.key).toBe('access_log.time_required');
  });

  it('refuses any line that is not an IPv4 address before asking for at least one', () => {
    expect(problemOf(form({ ip_text: '203.0.113.8\n203.0.113.300' }))).toEqual({
      field: 'ip_text',
      key: 'rule.ip_invalid',
    });
    expect(problemOf(form({ ip_text: 'nonsense' }))?.key).toBe('rule.ip_invalid');
    expect(problemOf(form({ ip_text: '' }))).toEqual({ field: 'ip_text', key: 'rule.ip_required' });
    expect(problemOf(form({ ip_text: ' \n\n  ' }))?.key).toBe('rule.ip_required');
  });

  it('keeps to the window of seven days back through today', () => {
    expect(problemOf(form({ range: [new Date(2025, 4, 5), new Date(2025, 4, 12)] }))).toBeNull();
    expect(problemOf(form({ range: [new Date(2025, 4, 4), new Date(2025, 4, 12)] }))?.key).toBe(
      'access_log.range_too_old',
    );
    expect(problemOf(form({ range: [new Date(2025, 4, 10), new Date(2025, 4, 13)] }))?.key).toBe(
      'date_range.out_of_range',
    );
    expect(problemOf(form({ range: [new Date(2025, 4, 11), new Date(2025, 4, 10)] }))?.key).toBe(
      'access_log.range_order',
    );
  });

  it('takes no more addresses than one enquiry may ask about', () => {
    const ips = (count: number) =>
      Array.from({ length: count }, (_, index) => `10.0.${index >> 8}.${index & 255}`);
    expect(problemOf(form({ ip_text: ips(500).join('\n') }))).toBeNull();
    expect(problemOf(form({ ip_text: ips(501).join('\n') }))).toEqual({
      field: 'ip_text',
      key: 'access_log.too_many_ips',
    });
  });

  it('sends the start of the first day and the end of the last, trimmed values and one address a line', () => {
    const result = buildEnquiry(
      form({ key: '  secret  ', file_name: ' abc123 ', ip_text: ' 203.0.113.8 \r\n\r\n198.51.100.23\n' }),
      ZONE,
      NOW,
    );
    expect(result).toEqual({
      enquiry: {
        key: 'secret',
        file_name: 'abc123',
        ip_list: ['203.0.113.8', '198.51.100.23'],
        start_time: '2025-05-09T16:00:00.000Z',
        end_time: '2025-05-12T15:59:59.999Z',
      },
    });
  });

  it('counts days on the site’s calendar, not the reader’s', () => {
    // 20:30 UTC on the 12th is already the 13th in Shanghai: the 13th may be picked, as "today".
    const lateUtc = new Date('2025-05-12T20:30:00Z');
    expect(siteToday(ZONE, lateUtc)).toEqual(new Date(2025, 4, 13));
    const today = form({ range: [new Date(2025, 4, 13), new Date(2025, 4, 13)] });
    expect(buildEnquiry(today, ZONE, lateUtc)).toMatchObject({
      enquiry: { start_time: '2025-05-12T16:00:00.000Z', end_time: '2025-05-13T15:59:59.999Z' },
    });
    expect(buildEnquiry(today, 'America/New_York', lateUtc)).toEqual({
      problem: { field: 'range', key: 'date_range.out_of_range' },
    });
  });

  it('counts the addresses typed so far, not the blank lines', () => {
    expect(countIpLines('')).toBe(0);
    expect(countIpLines('1.1.1.1\n\n 2.2.2.2 \r\n')).toBe(2);
  });
});
