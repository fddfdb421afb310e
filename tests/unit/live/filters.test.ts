import { describe, expect, it } from 'vitest';
import {
  accessRecordsFilters,
  booleanFilter,
  codeIpsFilters,
  exportInput,
  textFilter,
} from '../../../src/features/access-records/filter-input';
import { configIp, ipProblem } from '../../../src/features/ip-lookup/checkout-ip';
import { findingIp, shiftDay, stealingFilters } from '../../../src/panels/stealing_list/stealing';
import { visitorFilters } from '../../../src/panels/visitor/visitor-filters';

describe('filter values to call input', () => {
  it('trims text and leaves blanks out', () => {
    expect(textFilter('  1.2.3.4 ')).toBe('1.2.3.4');
    expect(textFilter('   ')).toBeUndefined();
    expect(textFilter(undefined)).toBeUndefined();
    expect(textFilter(3)).toBeUndefined();
  });

  it('turns yes/no choices into booleans and anything else into no filter', () => {
    expect(booleanFilter('yes')).toBe(true);
    expect(booleanFilter('no')).toBe(false);
    expect(booleanFilter(undefined)).toBeUndefined();
    expect(booleanFilter('maybe')).toBeUndefined();
  });

  it('maps a code’s access-record filters, dropping an unknown status', () => {
    expect(
      accessRecordsFilters(7, {
        ip: ' 10.0.0.1 ',
        access_status: 5,
        start_time: '2025-05-01T00:00:00.000Z',
        end_time: undefined,
      }),
    ).toEqual({
      code_id: 7,
      ip: '10.0.0.1',
      access_status: 5,
      start_time: '2025-05-01T00:00:00.000Z',
      end_time: undefined,
    });
    expect(accessRecordsFilters(7, { access_status: 42 }).access_status).toBeUndefined();
  });

  it('asks a code’s distinct addresses over the chosen range, or the last seven days of the site', () => {
    // 20:30 on the 12th in UTC is already the 13th in Shanghai: the week is the site's 7th–13th.
    const now = new Date('2025-05-12T20:30:00Z');
    const week = codeIpsFilters(7, {}, 'Asia/Shanghai', now);
    expect(week.id).toBe(7);
    expect(week.start_time).toBe('2025-05-06T16:00:00.000Z');
    expect(week.end_time).toBe('2025-05-13T15:59:59.999Z');
    expect(
      codeIpsFilters(
        7,
        { start_time: '2025-05-01T00:00:00.000Z', end_time: '2025-05-02T00:00:00.000Z' },
        'Asia/Shanghai',
        now,
      ),
    ).toEqual({ id: 7, start_time: '2025-05-01T00:00:00.000Z', end_time: '2025-05-02T00:00:00.000Z' });
  });

  it('exports the records’ time range in the chosen format', () => {
    expect(exportInput(7, 'csv', { ip: '10.0.0.1', start_time: '2025-05-01T00:00:00.000Z' })).toEqual({
      code_id: 7,
      format: 'csv',
      start_time: '2025-05-01T00:00:00.000Z',
      end_time: undefined,
    });
  });
});

describe('visit explorer filters', () => {
  // 20:30 on the 12th in UTC is the 13th in Shanghai, the site's zone.
  const now = new Date('2025-05-12T20:30:00Z');
  const zone = 'Asia/Shanghai';

  it('asks for the site’s today when no range is chosen', () => {
    const input = visitorFilters({}, zone, now);
    expect(input.start_time).toBe('2025-05-12T16:00:00.000Z');
    expect(input.end_time).toBe('2025-05-13T15:59:59.999Z');
  });

  it('closes an open range on the site’s day of its other end', () => {
    const start = '2025-05-02T16:00:00.000Z';
    expect(visitorFilters({ start_time: start }, zone, now).end_time).toBe('2025-05-03T15:59:59.999Z');
    const end = '2025-05-09T15:59:59.999Z';
    expect(visitorFilters({ end_time: end }, zone, now).start_time).toBe('2025-05-08T16:00:00.000Z');
  });

  it('maps every filter to the call’s shape', () => {
    const input = visitorFilters(
      {
        file_name: ' spring ',
        account: 'acme',
        ip: '',
        carrier: 2,
        access_status: 1,
        in_wechat: 'yes',
        bot: 'no',
      },
      zone,
      now,
    );
    expect(input).toMatchObject({
      file_name: 'spring',
      account: 'acme',
      ip: undefined,
      carrier: 2,
      access_status: 1,
      in_wechat: true,
      bot: false,
    });
    expect(visitorFilters({ carrier: 9 }, zone, now).carrier).toBeUndefined();
  });
});

describe('suspicious traffic', () => {
  it('moves a day across months and years', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('never asks about a day after today', () => {
    expect(stealingFilters('2025-05-13', null, '2025-05-12')).toEqual({
      date: '2025-05-12',
      kind: undefined,
    });
    expect(stealingFilters('2025-05-01', 'burst', '2025-05-12')).toEqual({
      date: '2025-05-01',
      kind: 'burst',
    });
  });

  it('offers an address lookup for frequent addresses only', () => {
    expect(findingIp({ kind: 'frequent_ip', subject: '203.0.113.9' })).toBe('203.0.113.9');
    expect(findingIp({ kind: 'frequent_ip', subject: '2001:db8::1' })).toBe('2001:db8::1');
    expect(findingIp({ kind: 'same_ua', subject: 'curl/8.0' })).toBeNull();
    expect(findingIp({ kind: 'burst', subject: '2025-05-12T10:01:00.000Z' })).toBeNull();
  });
});

describe('address lookup', () => {
  it('accepts IPv4 and IPv6 and says why anything else is refused', () => {
    expect(ipProblem(' 203.0.113.9 ')).toBeNull();
    expect(ipProblem('2001:db8::1')).toBeNull();
    expect(ipProblem('')).toBe('rule.ip_required');
    expect(ipProblem('300.1.1.1')).toBe('rule.ip_invalid');
    expect(ipProblem('example.com')).toBe('rule.ip_invalid');
  });

  it('reads the address from the tab’s configuration', () => {
    expect(configIp({ ip: ' 203.0.113.9 ' })).toBe('203.0.113.9');
    expect(configIp({ ip: 7 })).toBeNull();
    expect(configIp(undefined)).toBeNull();
  });
});
