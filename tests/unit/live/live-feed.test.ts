import { describe, expect, it } from 'vitest';
import {
  coveredSince,
  EMPTY_FEED,
  feedFromRows,
  matchesCode,
  receiveVisits,
  resumeFeed,
  unseenVisits,
} from '../../../src/panels/access_real_time_statistics/live-feed';
import { visitAt } from './fixtures';

const times = (rows: readonly { created_at: string }[]) => rows.map((row) => row.created_at.slice(11, 19));

describe('live feed', () => {
  it('shows the first load newest first with keys that grow with time', () => {
    const feed = feedFromRows([visitAt('2025-05-12T10:00:01Z'), visitAt('2025-05-12T10:00:03Z')]);
    expect(times(feed.rows)).toEqual(['10:00:03', '10:00:01']);
    expect(feed.rows.map((row) => row.id)).toEqual([2, 1]);
    expect(feed.rows.every((row) => !row.live)).toBe(true);
  });

  it('puts a socket batch on top, newest first, marked live', () => {
    const start = feedFromRows([visitAt('2025-05-12T10:00:01Z')]);
    const feed = receiveVisits(
      start,
      [visitAt('2025-05-12T10:00:05Z'), visitAt('2025-05-12T10:00:09Z')],
      false,
    );
    expect(times(feed.rows)).toEqual(['10:00:09', '10:00:05', '10:00:01']);
    expect(feed.rows.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(feed.rows.map((row) => row.live)).toEqual([true, true, false]);
  });

  it('keeps at most the cap, dropping the oldest', () => {
    let feed = EMPTY_FEED;
    for (let second = 10; second < 20; second++) {
      feed = receiveVisits(feed, [visitAt(`2025-05-12T10:00:${second}Z`)], false, 4);
    }
    expect(times(feed.rows)).toEqual(['10:00:19', '10:00:18', '10:00:17', '10:00:16']);
  });

  it('holds visits back while paused and shows them on resume', () => {
    const start = feedFromRows([visitAt('2025-05-12T10:00:01Z')]);
    const paused = receiveVisits(start, [visitAt('2025-05-12T10:00:05Z')], true);
    expect(times(paused.rows)).toEqual(['10:00:01']);
    expect(paused.held).toHaveLength(1);
    const resumed = resumeFeed(paused);
    expect(times(resumed.rows)).toEqual(['10:00:05', '10:00:01']);
    expect(resumed.held).toEqual([]);
  });

  it('leaves the feed alone for an empty batch or a resume with nothing held', () => {
    const start = feedFromRows([visitAt('2025-05-12T10:00:01Z')]);
    expect(receiveVisits(start, [], false)).toBe(start);
    expect(resumeFeed(start)).toBe(start);
  });

  it('narrows to one code, or none', () => {
    expect(matchesCode({ code_id: 3 }, null)).toBe(true);
    expect(matchesCode({ code_id: 3 }, 3)).toBe(true);
    expect(matchesCode({ code_id: 3 }, 4)).toBe(false);
  });

  it('counts every minute when the first load was not cut short', () => {
    expect(coveredSince([visitAt('2025-05-12T10:00:01Z')], 200)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('counts from the minute after the oldest row when the first load was full', () => {
    const rows = [visitAt('2025-05-12T10:07:30Z'), visitAt('2025-05-12T10:05:20Z')];
    expect(coveredSince(rows, 2)).toBe(Date.parse('2025-05-12T10:06:00Z'));
  });

  it('drops socket visits the first load already holds', () => {
    const loaded = [visitAt('2025-05-12T10:00:01Z')];
    const arrived = [
      visitAt('2025-05-12T10:00:01Z'),
      visitAt('2025-05-12T10:00:01Z', { ip: '198.51.100.2' }),
    ];
    expect(unseenVisits(arrived, loaded).map((visit) => visit.ip)).toEqual(['198.51.100.2']);
  });
});
