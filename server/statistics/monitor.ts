import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../auth/sessions';
import { ownedCodes } from '../codes/repository';
import { arrayParam } from '../db/arrays';
import { rowsOf } from '../db/rows';
import { destinations } from '../db/schema';
import type { Db } from '../db/store';
import { num } from './rollups';
import { siteToday } from './scope';

/** What the monitor wall needs of a destination. */
export type MonitoredDestination = {
  id: number;
  codeId: number;
  url: string | null;
  title: string;
  threshold: number;
  visits: number;
  enabled: boolean;
};

/**
 * The destination a code serves now — its last served one, else its first enabled one (the list
 * in the owner's order) — with the visits it serves before the next one (null: no threshold).
 */
export function currentDestination(lastDestinationId: number | null, own: readonly MonitoredDestination[]) {
  const chosen =
    own.find((destination) => destination.id === lastDestinationId) ??
    own.find((destination) => destination.enabled);
  if (!chosen) return null;
  return {
    id: chosen.id,
    url: chosen.url,
    title: chosen.title,
    threshold: chosen.threshold,
    visits: chosen.visits,
    remaining: chosen.threshold > 0 ? Math.max(0, chosen.threshold - chosen.visits) : null,
  };
}

/** Tiles of the monitor wall, in the order asked: each of the caller's codes with today's visits. */
export async function monitorTiles(db: Db, actor: Actor, ids: number[], now: Date) {
  const { today } = await siteToday(db, now);
  const owned = await ownedCodes(db, actor, ids);
  const perCode = rowsOf<{ code_id: number; visits: unknown }>(
    await db.execute(sql`select code_id, sum(visits) as visits from visit_days
      where owner_id = ${actor.userId} and day = ${today}::date and code_id = any(${arrayParam(ids, 'int')})
      group by code_id`),
  );
  const todayOf = new Map(perCode.map((row) => [row.code_id, num(row.visits)]));
  const list = await db
    .select()
    .from(destinations)
    .where(
      and(
        inArray(
          destinations.codeId,
          owned.map((code) => code.id),
        ),
        isNull(destinations.removedAt),
      ),
    )
    .orderBy(destinations.sort, destinations.id);
  return ids.map((id) => {
    const code = owned.find((row) => row.id === id) as (typeof owned)[number];
    const own = list.filter((destination) => destination.codeId === id);
    return {
      id,
      name: code.name,
      file_name: code.fileName,
      status: code.status,
      view_number: code.viewNumber,
      today_visits: todayOf.get(id) ?? 0,
      destination: currentDestination(code.lastDestinationId, own),
    };
  });
}
