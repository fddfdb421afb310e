import { describe, expect, it } from 'vitest';
import type { VisitEvent } from '../../../contract/areas/statistics';
import { AccessStatus, CodeStatus } from '../../../contract/enums';
import type { MinuteRing } from '../../../src/features/live/minute-ring';
import {
  afterRead,
  applyVisitEvent,
  configIds,
  EMPTY_LIVE,
  FLASH_MS,
  MAX_WALL_CODES,
  orderTiles,
  recordVisits,
  type Tile,
  tileView,
} from '../../../src/panels/monitor/monitor-state';
import { visitAt } from './fixtures';

const NOW = Date.parse('2025-05-12T10:00:30Z');

/** A destination with 150 of its 200 visits used, 50 left. */
function destination(
  overrides: Partial<NonNullable<Tile['destination']>> = {},
): NonNullable<Tile['destination']> {
  return {
    id: 10,
    url: 'https://example.com',
    title: 'Group',
    threshold: 200,
    visits: 150,
    remaining: 50,
    ...overrides,
  };
}

function tile(id: number, overrides: Partial<Tile> = {}): Tile {
  return {
    id,
    name: `Code ${id}`,
    file_name: `c${id}`,
    status: CodeStatus.open,
    view_number: 100,
    today_visits: 10,
    destination: destination({ id: id * 10 }),
    ...overrides,
  };
}

function event(visits: VisitEvent['visits'], switches: VisitEvent['switches'] = []): VisitEvent {
  return { visits, switches };
}

describe('monitor wall configuration', () => {
  it('keeps whole positive ids once each, up to the limit', () => {
    expect(configIds({ ids: [3, 3, 0, -1, 2.5, '4', 7] })).toEqual([3, 7]);
    expect(configIds({})).toEqual([]);
    expect(configIds(undefined)).toEqual([]);
    const many = Array.from({ length: 80 }, (_, index) => index + 1);
    expect(configIds({ ids: many })).toHaveLength(MAX_WALL_CODES);
  });

  it('orders tiles as the codes were picked and skips codes the server did not return', () => {
    expect(orderTiles([tile(1), tile(2), tile(3)], [3, 9, 1]).map((found) => found.id)).toEqual([3, 1]);
  });
});

describe('monitor tile state', () => {
  const onWall = new Set([1, 2]);

  it('adds visits since the last read to today’s count and takes served ones from the threshold left', () => {
    const { live } = applyVisitEvent(
      EMPTY_LIVE,
      event([
        visitAt('2025-05-12T10:00:01Z', { code_id: 1, destination_id: 10 }),
        visitAt('2025-05-12T10:00:02Z', { code_id: 1, destination_id: 10 }),
        visitAt('2025-05-12T10:00:03Z', {
          code_id: 1,
          destination_id: 10,
          access_status: AccessStatus.closed,
        }),
      ]),
      onWall,
      NOW,
    );
    const view = tileView(tile(1), live, NOW);
    expect(view.todayVisits).toBe(13);
    expect(view.remaining).toBe(48);
    expect(view.used).toBeCloseTo(152 / 200);
  });

  it('ignores visits and switches of codes not on the wall', () => {
    const { live, switched } = applyVisitEvent(
      EMPTY_LIVE,
      event(
        [visitAt('2025-05-12T10:00:01Z', { code_id: 5 })],
        [{ code_id: 5, to_destination_id: 51, exhausted: false }],
      ),
      onWall,
      NOW,
    );
    expect(switched).toBe(false);
    expect(live.visits.size).toBe(0);
    expect(live.switches.size).toBe(0);
  });

  it('never shows a negative threshold left', () => {
    const visits = Array.from({ length: 8 }, () =>
      visitAt('2025-05-12T10:00:01Z', { code_id: 1, destination_id: 10 }),
    );
    const { live } = applyVisitEvent(EMPTY_LIVE, event(visits), onWall, NOW);
    const view = tileView(tile(1, { destination: destination({ remaining: 5 }) }), live, NOW);
    expect(view.remaining).toBe(0);
    expect(view.used).toBe(1);
  });

  it('shows no threshold for a destination without one, or no destination', () => {
    const unlimited = tile(1, { destination: destination({ remaining: null }) });
    expect(tileView(unlimited, EMPTY_LIVE, NOW)).toMatchObject({ remaining: null, used: null });
    expect(tileView(tile(1, { destination: null }), EMPTY_LIVE, NOW)).toMatchObject({
      remaining: null,
      used: null,
    });
  });

  it('flashes a tile whose code switched, for a few seconds only', () => {
    const { live, switched } = applyVisitEvent(
      EMPTY_LIVE,
      event([], [{ code_id: 2, to_destination_id: 21, exhausted: false }]),
      onWall,
      NOW,
    );
    expect(switched).toBe(true);
    expect(tileView(tile(2), live, NOW).flash).toMatchObject({ at: NOW, exhausted: false });
    expect(tileView(tile(2), live, NOW + FLASH_MS - 1).flash).not.toBeNull();
    expect(tileView(tile(2), live, NOW + FLASH_MS).flash).toBeNull();
    expect(tileView(tile(2), live, NOW + FLASH_MS).lastSwitch).toMatchObject({ at: NOW });
    expect(tileView(tile(1), live, NOW).flash).toBeNull();
  });

  it('gives each switch its own serial, so a second switch flashes again', () => {
    const first = applyVisitEvent(
      EMPTY_LIVE,
      event([], [{ code_id: 2, to_destination_id: 21, exhausted: false }]),
      onWall,
      NOW,
    );
    const second = applyVisitEvent(
      first.live,
      event([], [{ code_id: 2, to_destination_id: 22, exhausted: true }]),
      onWall,
      NOW + 1000,
    );
    const mark = tileView(tile(2), second.live, NOW + 1000).flash;
    expect(mark?.serial).toBeGreaterThan(first.live.switches.get(2)?.serial ?? 0);
    expect(mark?.exhausted).toBe(true);
  });

  it('starts counting again after a read but keeps the switch marks', () => {
    const { live } = applyVisitEvent(
      EMPTY_LIVE,
      event(
        [visitAt('2025-05-12T10:00:01Z', { code_id: 1, destination_id: 10 })],
        [{ code_id: 1, to_destination_id: 11, exhausted: false }],
      ),
      onWall,
      NOW,
    );
    const read = afterRead(live);
    expect(tileView(tile(1), read, NOW).todayVisits).toBe(10);
    expect(tileView(tile(1), read, NOW).flash).not.toBeNull();
  });

  it('records visits per minute for codes on the wall only', () => {
    const rings = new Map<number, MinuteRing>();
    recordVisits(
      rings,
      [
        visitAt('2025-05-12T09:59:10Z', { code_id: 1 }),
        visitAt('2025-05-12T10:00:10Z', { code_id: 1 }),
        visitAt('2025-05-12T10:00:20Z', { code_id: 1 }),
        visitAt('2025-05-12T10:00:20Z', { code_id: 7 }),
      ],
      onWall,
    );
    expect([...rings.keys()]).toEqual([1]);
    expect(rings.get(1)?.series(NOW).slice(-2)).toEqual([1, 2]);
  });
});
