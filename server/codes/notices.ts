import { and, eq, isNull } from 'drizzle-orm';
import { codes, destinations } from '../db/schema';
import { noticeOf } from '../messages/notice';
import { alertOwner, type OwnerAlertDeps } from '../messages/owner-alert';
import type { CachedCode, CachedDestination } from '../redirect/cache';
import { crossedWarningLine } from '../redirect/rotation';

/** What a visitor opening the code gets from a destination: its title, else its address. */
function shownAs(destination: CachedDestination | undefined): string {
  return destination?.title || destination?.url || destination?.imageUrl || '—';
}

/** What a webhook says of a code and one of its destinations. */
function codeData(code: CachedCode) {
  return { code_id: code.id, name: code.name, file_name: code.fileName };
}

function destinationData(destination: CachedDestination | undefined) {
  return destination ? { id: destination.id, url: destination.url, title: destination.title } : null;
}

/**
 * Tells an owner how a code's rotation goes (SPEC §4: a printed code never goes dead silently):
 * once a destination reaches its warning line while visits are left, at each switch to the next
 * destination, and once every threshold is used up — each time with what visitors now see. The
 * warnings and the running out happen once across processes: a flag is set with a conditional
 * update and only the process that set it tells. A switch is one visit's, seen by one process.
 */
export function createServeNotices(deps: OwnerAlertDeps, onError: (error: unknown) => void) {
  const destinationOf = (code: CachedCode, id: number | null) =>
    code.destinations.find((destination) => destination.id === id);

  const exhausted = async (code: CachedCode, servingId: number) => {
    const claimed = await deps.db
      .update(codes)
      .set({ exhaustedNotifiedAt: new Date() })
      .where(and(eq(codes.id, code.id), isNull(codes.exhaustedNotifiedAt)))
      .returning({ id: codes.id });
    if (claimed.length > 0)
      await alertOwner(
        deps,
        code.ownerId,
        noticeOf('notice.code_ran_out', { name: code.name, now: shownAs(destinationOf(code, servingId)) }),
        false,
        {
          type: 'code.exhausted',
          data: {
            ...codeData(code),
            reason: 'thresholds',
            fallback: destinationData(destinationOf(code, servingId)),
          },
        },
      );
  };

  const nearlyFull = async (code: CachedCode, destinationId: number, threshold: number, served: number) => {
    const claimed = await deps.db
      .update(destinations)
      .set({ warnedAt: new Date() })
      .where(and(eq(destinations.id, destinationId), isNull(destinations.warnedAt)))
      .returning({ id: destinations.id });
    if (claimed.length > 0)
      await alertOwner(
        deps,
        code.ownerId,
        noticeOf('notice.destination_warning', { name: code.name, threshold, left: threshold - served }),
        false,
        {
          type: 'code.destination_nearly_full',
          data: {
            ...codeData(code),
            destination: destinationData(destinationOf(code, destinationId)),
            threshold,
            visits: served,
            left: threshold - served,
          },
        },
      );
  };

  const switched = (code: CachedCode, fromId: number, toId: number) =>
    alertOwner(
      deps,
      code.ownerId,
      noticeOf('notice.destination_switched', {
        name: code.name,
        from: shownAs(destinationOf(code, fromId)),
        to: shownAs(destinationOf(code, toId)),
      }),
      false,
      {
        type: 'code.destination_switched',
        data: {
          ...codeData(code),
          from: destinationData(destinationOf(code, fromId)),
          to: destinationData(destinationOf(code, toId)),
        },
      },
    );

  // A code keeps serving its fallback after it ran out: only its first such visit per loaded
  // version asks the database, not every one.
  const askedForExhaustion = new Set<string>();

  return (
    code: CachedCode,
    destinationId: number,
    servedAfter: number,
    isExhausted: boolean,
    previousId: number | null,
  ): void => {
    const version = `${code.id}:${code.loadedAt}`;
    if (isExhausted && !askedForExhaustion.has(version)) {
      askedForExhaustion.add(version);
      void exhausted(code, destinationId).catch(onError);
    }
    // The visit that ran the code out switched to its fallback: that news is the one above.
    if (previousId !== null && !isExhausted) void switched(code, previousId, destinationId).catch(onError);
    const threshold = destinationOf(code, destinationId)?.threshold ?? 0;
    if (!isExhausted && crossedWarningLine(threshold, servedAfter))
      void nearlyFull(code, destinationId, threshold, servedAfter).catch(onError);
  };
}
