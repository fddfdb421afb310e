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
import { endOfDay, startOfDay } from '../../../src/ui/resource/date-range';

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

  it('asks a code’s distinct addresses over the chosen range, or the last seven days', () => {
    const today = new Date(2025, 4, 12, 15, 30);
    const week = codeIpsFilters(7, {}, today);
    expect(week.id).toBe(7);
    expect(new Date(week.start_time).getTime()).toBe(startOfDay(new Date(2025, 4, 6)).getTime());
    expect(new Date(week.end_time).getTime()).toBe(endOfDay(today).getTime());
    expect(
      codeIpsFilters(
        7,
        { start_time: '2025-05-01T00:00:00.000Z', end_time: '2025-05-02T00:00:00.000Z' },
        today,
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
  const now = new Date(2025, 4, 12, 15, 30);

  it('asks for today when no range is chosen', () => {
    const input = visitorFilters({}, now);
    expect(input.start_time).toBe(startOfDay(now).toISOString());
    expect(input.end_time).toBe(endOfDay(now).toISOString());
  });

  it('closes an open range on the day of its other end', () => {
    const start = new Date(2025, 4, 3).toISOString();
    expect(visitorFilters({ start_time: start }, now).end_time).toBe(
      endOfDay(new Date(2025, 4, 3)).toISOString(),
    );
    const end = endOfDay(new Date(2025, 4, 9)).toISOString();
    expect(visitorFilters({ end_time: end }, now).start_time).toBe(new Date(2025, 4, 9).toISOString());
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
    expect(visitorFilters({ carrier: 9 }, now).carrier).toBeUndefined();
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
