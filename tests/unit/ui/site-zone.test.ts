import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../src/core/i18n/intl';
import { type WebsiteInfo, websiteAtom } from '../../../src/core/session/atoms';
import { appStore } from '../../../src/core/store';
import { DATE_FIELD_VALUES } from '../../../src/ui/date-field-values';
import { hourLabel } from '../../../src/ui/days';
import { formatClock, formatTime } from '../../../src/ui/format';
import { formatMinute, parseMinute } from '../../../src/ui/resource/date-range';
import { browserZone, offsetMinutes } from '../../../src/ui/zone';

const intl = intlFor('en-US');

/** The hour of the day the statistics count an instant in: its wall-clock hour in the zone. */
function hourBucket(iso: string, zone: string): number {
  const at = new Date(iso);
  const minutes = at.getUTCHours() * 60 + at.getUTCMinutes() + offsetMinutes(zone, at);
  return Math.floor((((minutes % 1440) + 1440) % 1440) / 60);
}

/** `07` from `05/13/2025, 07:30:00`. */
const shownHour = (text: string) => /(\d{2}):\d{2}:\d{2}/.exec(text)?.[1];

describe('times in the site’s zone', () => {
  it('shows a UTC instant on the site’s clock, whatever the browser’s', () => {
    const iso = '2025-05-12T23:30:00.000Z';
    expect(formatTime(intl, iso, 'Asia/Shanghai')).toBe('05/13/2025, 07:30:00');
    expect(formatTime(intl, iso, 'America/New_York')).toBe('05/12/2025, 19:30:00');
  });

  it('reads on the browser’s clock only until the site’s zone is known', () => {
    const iso = '2025-05-12T23:30:00.000Z';
    appStore.set(websiteAtom, null);
    expect(formatTime(intl, iso)).toBe(formatTime(intl, iso, browserZone()));
    expect(formatTime(intl, null, 'Asia/Shanghai')).toBe('—');
  });

  it('shows every time on the site’s clock once it is known: one visit, one time on every page', () => {
    const iso = '2026-11-28T23:27:35.000Z';
    appStore.set(websiteAtom, { time_zone: 'Asia/Shanghai' } as WebsiteInfo);
    try {
      expect(formatTime(intl, iso)).toBe('11/29/2026, 07:27:35');
      expect(formatClock(intl, Date.parse(iso))).toBe('07:27:35');
    } finally {
      appStore.set(websiteAtom, null);
    }
  });

  it('puts a visit in the hour the hourly statistics count it in', () => {
    const visits = [
      '2025-05-12T00:00:00.000Z',
      '2025-05-12T15:59:59.000Z',
      '2025-05-12T16:00:00.000Z',
      '2025-03-09T06:59:00.000Z',
      '2025-03-09T07:01:00.000Z',
      '2025-11-02T05:30:00.000Z',
      '2025-11-02T06:30:00.000Z',
    ];
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'Asia/Kolkata']) {
      for (const iso of visits) {
        const shown = formatTime(intl, iso, zone);
        expect(`${shownHour(shown)}:00`, `${iso} in ${zone}`).toBe(hourLabel(hourBucket(iso, zone)));
      }
    }
    // A Shanghai hour bucket is not the New York one: the zone decides the hour.
    expect(hourBucket(visits[0] ?? '', 'Asia/Shanghai')).toBe(8);
    expect(hourBucket(visits[0] ?? '', 'America/New_York')).toBe(20);
  });

  it('gives the time of day in the zone asked for', () => {
    const at = Date.parse('2025-05-12T23:30:05.000Z');
    expect(formatClock(intl, at, 'Asia/Shanghai')).toBe('07:30:05');
    expect(formatClock(intl, at, 'UTC')).toBe('23:30:05');
    expect(formatClock(intl, at, 'Asia/Shanghai', 'minute')).toBe('07:30');
    expect(formatClock(intl, Date.parse('2025-05-12T16:00:00Z'), 'Asia/Shanghai')).toBe('00:00:00');
  });
});

describe('the console’s date field values', () => {
  it('hands a day to the picker as the day it is, not as an instant', () => {
    const day = DATE_FIELD_VALUES.day;
    // An instant for UTC midnight would read as the day before west of UTC.
    expect(day.toPicker('2026-11-27')).toBe('2026-11-27');
    expect(day.fromPicker('2026-11-27')).toBe('2026-11-27');
    expect(day.toPicker('')).toBeNull();
    expect(day.toPicker('2026-02-30')).toBeNull();
    expect(day.show(new Date(2026, 10, 7))).toBe('2026-11-07');
  });

  it('keeps a date and time as the browser’s field wrote it', () => {
    const minute = DATE_FIELD_VALUES.minute;
    const picked = minute.toPicker('2030-01-02T03:04');
    expect(picked).toBe(new Date(2030, 0, 2, 3, 4).toISOString());
    expect(minute.fromPicker(picked ?? '')).toBe('2030-01-02T03:04');
    expect(minute.show(new Date(2030, 0, 2, 3, 4))).toBe('2030-01-02 03:04');
    expect(minute.toPicker('')).toBeNull();
  });

  it('reads typed times to the minute and refuses impossible ones', () => {
    expect(parseMinute('2030-01-02 03:04')).toEqual(new Date(2030, 0, 2, 3, 4));
    expect(parseMinute('2030-01-02T23:59')).toEqual(new Date(2030, 0, 2, 23, 59));
    expect(parseMinute('2030-01-02 24:00')).toBeNull();
    expect(parseMinute('2030-02-30 10:00')).toBeNull();
    expect(parseMinute('tomorrow')).toBeNull();
    expect(formatMinute(new Date(2030, 11, 31, 9, 5))).toBe('2030-12-31 09:05');
  });
});
