import { describe, expect, it } from 'vitest';
import { AccessStatus, AsyncOperationStatus, Carrier, LOCALES } from '../../../contract/enums';
import {
  accessStatusIntent,
  accessStatusKey,
  carrierKey,
  deviceLine,
  placeLine,
} from '../../../src/features/access-records/visit-labels';
import { catalogues } from '../../../src/i18n/catalogues';
import {
  finishedIds,
  hasRunningJobs,
  type Job,
  progressValue,
  statusView,
} from '../../../src/panels/async_operations/jobs';
import { maskKey } from '../../../src/panels/update_password/query-key';

describe('visit labels', () => {
  it('names every access status and carrier in every language', () => {
    const keys = [
      ...Object.values(AccessStatus).map(accessStatusKey),
      ...Object.values(Carrier).map(carrierKey),
    ];
    for (const locale of LOCALES) {
      for (const key of keys) expect(catalogues[locale][key], `${locale} ${key}`).toBeTruthy();
    }
  });

  it('names an unknown status as unknown, and marks blacklisted visits as danger', () => {
    expect(accessStatusKey(99)).toBe('access_records.status.unknown');
    expect(accessStatusIntent(AccessStatus.blacklisted)).toBe('danger');
    expect(accessStatusIntent(AccessStatus.served)).toBe('success');
    expect(accessStatusIntent(99)).toBe('none');
  });

  it('writes a place once per name', () => {
    expect(placeLine({ country: '中国', province: '北京', city: '北京' })).toBe('中国 北京');
    expect(placeLine({ country: '', province: ' ', city: '' })).toBe('');
  });

  it('prefers system and model, else device and browser', () => {
    expect(deviceLine({ os: 'Android 14', model: 'Mate 60', device: 'mobile', browser: 'Chrome' })).toBe(
      'Android 14 · Mate 60',
    );
    expect(deviceLine({ os: '', model: '', device: 'desktop', browser: 'Firefox' })).toBe(
      'desktop · Firefox',
    );
  });
});

describe('background jobs', () => {
  const job = (id: number, status: Job['status'], progress = 0) => ({ id, status, progress });

  it('refreshes only while a job runs', () => {
    expect(
      hasRunningJobs([job(1, AsyncOperationStatus.completed), job(2, AsyncOperationStatus.in_progress)]),
    ).toBe(true);
    expect(
      hasRunningJobs([job(1, AsyncOperationStatus.completed), job(2, AsyncOperationStatus.abnormal)]),
    ).toBe(false);
  });

  it('offers to delete finished jobs only', () => {
    expect(
      finishedIds([
        job(1, AsyncOperationStatus.completed),
        job(2, AsyncOperationStatus.in_progress),
        job(3, AsyncOperationStatus.abnormal),
      ]),
    ).toEqual([1, 3]);
  });

  it('fills the bar of a completed job and keeps the others within 0–100 %', () => {
    expect(progressValue(job(1, AsyncOperationStatus.completed, 40))).toBe(1);
    expect(progressValue(job(1, AsyncOperationStatus.in_progress, 40))).toBe(0.4);
    expect(progressValue(job(1, AsyncOperationStatus.in_progress, 140))).toBe(1);
    expect(progressValue(job(1, AsyncOperationStatus.abnormal, -5))).toBe(0);
  });

  it('shows an unknown status as a failure', () => {
    expect(statusView(AsyncOperationStatus.completed).intent).toBe('success');
    expect(statusView(42).labelKey).toBe('async_operations.status.abnormal');
  });
});

describe('query key', () => {
  it('hides all but the last four characters', () => {
    expect(maskKey('abcdefghijklmnopqrstuvwxyz012345')).toBe('••••••••••••2345');
    expect(maskKey('abc')).toBe('•••');
  });
});
