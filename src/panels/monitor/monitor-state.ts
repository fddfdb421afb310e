import type { VisitEvent } from '../../../contract/areas/statistics';
import type { CallOutput } from '../../../contract/calls';
import { AccessStatus } from '../../../contract/enums';
import { MinuteRing } from '../../features/live/minute-ring';

export type Tile = CallOutput<'monitor/inquire'>['list'][number];

/** The most codes one wall shows: the inquire call's limit. */
export const MAX_WALL_CODES = 60;
/** Minutes of the per-minute bars. */
export const WALL_MINUTES = 30;
/** How long a tile flashes after its code switched destination. */
export const FLASH_MS = 4000;
/** How often the tiles' counts and destinations are read again. */
export const WALL_REFRESH_MS = 30_000;

/** The codes of a wall from its tab's saved configuration: whole ids, no repeats, at most 60. */
export function configIds(config: Record<string, unknown> | undefined): number[] {
  const ids = Array.isArray(config?.ids) ? config.ids : [];
  const valid = ids.filter((id): id is number => Number.isInteger(id) && id > 0);
  return [...new Set(valid)].slice(0, MAX_WALL_CODES);
}

/** A switch seen on the socket: the tile notes it, and flashes while it is recent. */
export type SwitchMark = { serial: number; at: number; exhausted: boolean };

/**
 * What the socket has told the wall since its tiles were last read. Counts start again at every
 * read, since the read already holds the visits before it.
 */
export type WallLive = {
  /** Visits per code since the last read: added to the tile's today count. */
  visits: ReadonlyMap<number, number>;
  /** Served visits per destination since the last read: taken from its threshold left. */
  served: ReadonlyMap<number, number>;
  switches: ReadonlyMap<number, SwitchMark>;
  serial: number;
};

export const EMPTY_LIVE: WallLive = { visits: new Map(), served: new Map(), switches: new Map(), serial: 0 };

function increment(map: Map<number, number>, key: number, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * Folds one socket batch into the wall's live state: visits and switches of codes on the wall, the
 * others ignored. `switched` says whether a tile's destination changed, so the wall reads again.
 */
export function applyVisitEvent(
  live: WallLive,
  event: VisitEvent,
  onWall: ReadonlySet<number>,
  now: number,
): { live: WallLive; switched: boolean } {
  const visits = new Map(live.visits);
  const served = new Map(live.served);
  const switches = new Map(live.switches);
  let serial = live.serial;
  for (const visit of event.visits) {
    if (!onWall.has(visit.code_id)) continue;
    increment(visits, visit.code_id);
    if (visit.access_status === AccessStatus.served && visit.destination_id !== null) {
      increment(served, visit.destination_id);
    }
  }
  let switched = false;
  for (const change of event.switches) {
    if (!onWall.has(change.code_id)) continue;
    serial += 1;
    switches.set(change.code_id, { serial, at: now, exhausted: change.exhausted });
    switched = true;
  }
  return { live: { visits, served, switches, serial }, switched };
}

/** After a read the counts restart; the switch marks stay, so the note and flash outlive it. */
export function afterRead(live: WallLive): WallLive {
  return { ...live, visits: new Map(), served: new Map() };
}

/** Counts each visit of a code on the wall into that code's ring, creating rings as needed. */
export function recordVisits(
  rings: Map<number, MinuteRing>,
  visits: readonly Pick<VisitEvent['visits'][number], 'code_id' | 'created_at'>[],
  onWall: ReadonlySet<number>,
): void {
  for (const visit of visits) {
    if (!onWall.has(visit.code_id)) continue;
    let ring = rings.get(visit.code_id);
    if (!ring) {
      ring = new MinuteRing(WALL_MINUTES);
      rings.set(visit.code_id, ring);
    }
    ring.add(Date.parse(visit.created_at));
  }
}

/** What one tile shows, from its last read and the live state since. */
export type TileView = {
  todayVisits: number;
  /** Visits its destination serves before the next one; null without a threshold or destination. */
  remaining: number | null;
  /** Share of the destination's threshold used, 0–1; null without a threshold. */
  used: number | null;
  /** The switch to flash, while it is recent. */
  flash: SwitchMark | null;
  lastSwitch: SwitchMark | null;
};

export function tileView(tile: Tile, live: WallLive, now: number): TileView {
  const destination = tile.destination;
  const servedSince = destination ? (live.served.get(destination.id) ?? 0) : 0;
  const remaining =
    destination?.remaining === null || destination?.remaining === undefined
      ? null
      : Math.max(0, destination.remaining - servedSince);
  const used =
    destination && remaining !== null && destination.threshold > 0
      ? Math.min(1, Math.max(0, (destination.threshold - remaining) / destination.threshold))
      : null;
  const lastSwitch = live.switches.get(tile.id) ?? null;
  return {
    todayVisits: tile.today_visits + (live.visits.get(tile.id) ?? 0),
    remaining,
    used,
    flash: lastSwitch && now - lastSwitch.at < FLASH_MS ? lastSwitch : null,
    lastSwitch,
  };
}

/** Tiles in the order the wall keeps its codes (the order they were picked). */
export function orderTiles(tiles: readonly Tile[], ids: readonly number[]): Tile[] {
  const byId = new Map(tiles.map((tile) => [tile.id, tile]));
  return ids.flatMap((id) => {
    const tile = byId.get(id);
    return tile ? [tile] : [];
  });
}
