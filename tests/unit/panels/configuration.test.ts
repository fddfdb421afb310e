import { describe, expect, it } from 'vitest';
import { configurationSchema, DEFAULT_CONFIGURATION } from '../../../contract/areas/configuration';
import {
  isHexColour,
  lockoutSummary,
  textOn,
  turnsMaintenanceOn,
} from '../../../src/panels/configuration/configuration-rules';
import {
  matchesZone,
  supportedTimeZones,
  timeZoneOptions,
} from '../../../src/panels/configuration/time-zones';
import { formatOffset, offsetMinutes, zoneLabel } from '../../../src/ui/zone';

const winter = new Date(Date.UTC(2025, 0, 15, 12));
const summer = new Date(Date.UTC(2025, 6, 15, 12));

describe('configuration rules', () => {
  it('accepts six-digit hex colours only', () => {
    expect(isHexColour('#f5ca47')).toBe(true);
    expect(isHexColour('#F5CA47')).toBe(true);
    expect(isHexColour('#fc4')).toBe(false);
    expect(isHexColour('f5ca47')).toBe(false);
    expect(isHexColour('#f5ca4g')).toBe(false);
  });

  it('puts readable text on the chosen colour', () => {
    expect(textOn('#f5ca47')).toBe('#1c2127');
    expect(textOn('#ffffff')).toBe('#1c2127');
    expect(textOn('#1f4e9c')).toBe('#ffffff');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('not a colour')).toBe('#1c2127');
  });

  it('asks before switching maintenance on, not before switching it off or keeping it', () => {
    expect(turnsMaintenanceOn({ maintenance: false }, { maintenance: true })).toBe(true);
    expect(turnsMaintenanceOn({ maintenance: true }, { maintenance: true })).toBe(false);
    expect(turnsMaintenanceOn({ maintenance: true }, { maintenance: false })).toBe(false);
    expect(turnsMaintenanceOn({ maintenance: false }, { maintenance: false })).toBe(false);
  });

  it('summarises the lockout rule only when every number is there', () => {
    const values = { lockout_failures: 5, lockout_window_minutes: 15, lockout_minutes: 30 };
    expect(lockoutSummary(values)).toEqual({ failures: 5, window: 15, minutes: 30 });
    expect(lockoutSummary({ ...values, lockout_minutes: undefined })).toBeNull();
  });
});

describe('statistics time zones', () => {
  it('offers exactly the zones the configuration schema accepts', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('Asia/Shanghai');
    expect(zones.length).toBeGreaterThan(300);
    const base = DEFAULT_CONFIGURATION;
    expect(configurationSchema.safeParse({ ...base, time_zone: zones[0] }).success).toBe(true);
    expect(configurationSchema.safeParse({ ...base, time_zone: 'Mars/Olympus' }).success).toBe(false);
  });

  it('reads offsets with daylight saving', () => {
    expect(offsetMinutes('Asia/Shanghai', winter)).toBe(480);
    expect(offsetMinutes('America/New_York', winter)).toBe(-300);
    expect(offsetMinutes('America/New_York', summer)).toBe(-240);
    expect(offsetMinutes('Asia/Kolkata', winter)).toBe(330);
    expect(offsetMinutes('Africa/Abidjan', winter)).toBe(0);
  });

  it('labels offsets as UTC±hh:mm', () => {
    expect(formatOffset(480)).toBe('UTC+08:00');
    expect(formatOffset(-210)).toBe('UTC-03:30');
    expect(formatOffset(0)).toBe('UTC');
    expect(zoneLabel('Asia/Shanghai', new Date('2026-01-15T00:00:00Z'))).toBe('Asia/Shanghai (UTC+08:00)');
  });

  it('orders zones west to east, then by name', () => {
    const options = timeZoneOptions(
      ['Asia/Shanghai', 'America/New_York', 'Asia/Hong_Kong', 'Europe/London'],
      winter,
    );
    expect(options.map((option) => option.zone)).toEqual([
      'America/New_York',
      'Europe/London',
      'Asia/Hong_Kong',
      'Asia/Shanghai',
    ]);
    expect(options[3]).toEqual({ zone: 'Asia/Shanghai', minutes: 480, offset: 'UTC+08:00' });
  });

  it('finds zones by part of the name or by offset', () => {
    const options = timeZoneOptions(['America/New_York', 'Asia/Shanghai', 'Asia/Kolkata'], winter);
    const option = (zone: string) => {
      const found = options.find((candidate) => candidate.zone === zone);
      if (!found) throw new Error(`no ${zone}`);
      return found;
    };
    const [newYork, shanghai, kolkata] = [
      option('America/New_York'),
      option('Asia/Shanghai'),
      option('Asia/Kolkata'),
    ];
    expect(matchesZone(newYork, 'new york')).toBe(true);
    expect(matchesZone(newYork, 'New_Y')).toBe(true);
    expect(matchesZone(shanghai, 'shang')).toBe(true);
    expect(matchesZone(shanghai, '+8')).toBe(true);
    expect(matchesZone(shanghai, 'UTC+08:00')).toBe(true);
    expect(matchesZone(shanghai, '+0800')).toBe(true);
    expect(matchesZone(shanghai, '-8')).toBe(false);
    expect(matchesZone(kolkata, '+5:30')).toBe(true);
    expect(matchesZone(kolkata, '+5')).toBe(false);
    expect(matchesZone(newYork, '')).toBe(true);
    expect(matchesZone(newYork, 'tokyo')).toBe(false);
  });
});
