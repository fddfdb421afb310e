import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { codeOfConfig, configOfCode, scopeInput } from '../../../src/features/statistics/code-scope';
import { formatDecimal } from '../../../src/features/statistics/decimal';
import { compareCounts, formatDelta, yesterdayVisits } from '../../../src/features/statistics/delta';
import { catalogues, type MessageKey } from '../../../src/i18n/catalogues';
import { facetShares, facetValueLabel } from '../../../src/panels/historical_statistics/facet-labels';
import { daysLeft } from '../../../src/panels/home/membership';
import {
  addDays,
  dayList,
  hourLabel,
  isoToRange,
  lastDaysRange,
  rangeProblem,
  rangeToIso,
  shortDay,
} from '../../../src/ui/days';

const intlOf = (locale: 'en-US' | 'zh-CN') =>
  createIntl({ locale, messages: catalogues[locale] as Record<MessageKey, string> });
const english = intlOf('en-US');
const chinese = intlOf('zh-CN');

describe('statistics days', () => {
  it('steps over month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(dayList('2025-01-30', '2025-02-02')).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
    ]);
  });

  it('makes the last 7 days end on the given day', () => {
    expect(lastDaysRange(7, '2025-05-12')).toEqual({ start_date: '2025-05-06', end_date: '2025-05-12' });
    expect(lastDaysRange(1, '2025-05-12')).toEqual({ start_date: '2025-05-12', end_date: '2025-05-12' });
  });

  it('refuses what the contract refuses, with its message keys', () => {
    expect(rangeProblem({ start_date: '2025-05-02', end_date: '2025-05-01' })).toBe('statistics.range_order');
    expect(rangeProblem({ start_date: '2024-01-01', end_date: '2025-01-01' })).toBe(
      'statistics.range_too_long',
    );
    expect(rangeProblem({ start_date: '2024-01-02', end_date: '2025-01-01' })).toBeNull();
  });

  it('round-trips a range through the date filter’s instants in the site’s zone', () => {
    const range = { start_date: '2025-03-29', end_date: '2025-04-02' };
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'Pacific/Kiritimati', 'UTC']) {
      const iso = rangeToIso(range, zone);
      expect(isoToRange(iso.start, iso.end, zone)).toEqual(range);
      expect(isoToRange(iso.start, undefined, zone)).toBeNull();
    }
    // A Shanghai day starts at 16:00 UTC the day before and ends at 15:59:59.999 UTC.
    expect(rangeToIso({ start_date: '2025-05-12', end_date: '2025-05-12' }, 'Asia/Shanghai')).toEqual({
      start: '2025-05-11T16:00:00.000Z',
      end: '2025-05-12T15:59:59.999Z',
    });
  });

  it('labels days and hours shortly', () => {
    expect(shortDay('2025-05-06')).toBe('05-06');
    expect(hourLabel(7)).toBe('07:00');
  });
});

describe('comparison with yesterday', () => {
  it('says how much more or less, in the reader’s format', () => {
    expect(formatDelta(english, compareCounts(125, 100))).toBe('+25%');
    expect(formatDelta(english, compareCounts(1, 8))).toBe('-87.5%');
    expect(formatDelta(english, compareCounts(5, 5))).toBe('0%');
  });

  it('calls growth from nothing new rather than infinite', () => {
    expect(compareCounts(3, 0)).toEqual({ trend: 'up', ratio: null });
    expect(formatDelta(english, compareCounts(3, 0))).toBe('New');
    expect(formatDelta(chinese, compareCounts(3, 0))).toBe('新增');
    expect(formatDelta(english, compareCounts(0, 0))).toBe('0%');
  });

  it('reads yesterday as the day before the last of a week', () => {
    expect(yesterdayVisits([{ visits: 1 }, { visits: 2 }, { visits: 3 }])).toBe(2);
    expect(yesterdayVisits([{ visits: 3 }])).toBe(0);
  });
});

describe('money from decimal strings', () => {
  it('groups the whole part and keeps every digit of the fraction', () => {
    expect(formatDecimal('1234567.891234', 'en-US')).toBe('1,234,567.891234');
    expect(formatDecimal('12.5', 'zh-CN')).toBe('12.50');
    expect(formatDecimal('0', 'en-US')).toBe('0.00');
    expect(formatDecimal('-3.1', 'en-US')).toBe('-3.10');
  });

  it('never rounds a value a float could not hold', () => {
    expect(formatDecimal('90071992547409931.01', 'en-US')).toBe('90,071,992,547,409,931.01');
  });

  it('leaves anything else as it came', () => {
    expect(formatDecimal('n/a', 'en-US')).toBe('n/a');
  });
});

describe('days left of a membership', () => {
  const now = new Date('2025-05-12T08:00:00Z');

  it('counts a started day as a day left', () => {
    expect(daysLeft('2025-05-12T20:00:00Z', now)).toBe(1);
    expect(daysLeft('2025-05-22T08:00:00Z', now)).toBe(10);
  });

  it('never says 0 days while the server still calls it running (a page left open past the end)', () => {
    expect(daysLeft('2025-05-12T07:59:59Z', now)).toBe(1);
  });
});

describe('code scope of statistics tabs', () => {
  it('round-trips a code through a tab configuration', () => {
    const code = { id: 7, name: 'Spring fair', file_name: 'ab12' };
    expect(codeOfConfig(configOfCode(code))).toEqual(code);
    expect(configOfCode(null)).toEqual({});
  });

  it('ignores configurations without a valid code id', () => {
    expect(codeOfConfig({})).toBeNull();
    expect(codeOfConfig({ code_id: '7' })).toBeNull();
    expect(codeOfConfig({ code_id: 0 })).toBeNull();
    expect(codeOfConfig({ code_id: 3 })).toEqual({ id: 3, name: '#3', file_name: '' });
  });

  it('sends only the narrowing that is set', () => {
    expect(scopeInput({ code: null, groupId: null })).toEqual({});
    expect(scopeInput({ code: { id: 2, name: 'x', file_name: 'y' }, groupId: 4 })).toEqual({
      code_id: 2,
      group_id: 4,
    });
  });
});

describe('facet values', () => {
  it('names carriers in the reader’s language and empty values as unknown', () => {
    expect(facetValueLabel(chinese, 'province', '')).toBe('未知');
    expect(facetValueLabel(english, 'os', 'iOS')).toBe('iOS');
  });

  it('adds up values that show under one name', () => {
    expect(
      facetShares(english, 'province', [
        { value: 'Guangdong', visits: 3 },
        { value: '', visits: 2 },
        { value: ' ', visits: 1 },
      ]),
    ).toEqual([
      { name: 'Guangdong', value: 3 },
      { name: 'Unknown', value: 3 },
    ]);
  });
});
