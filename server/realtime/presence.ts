import { eq } from 'drizzle-orm';
import { OnlineStatus } from '../../contract/enums';
import { users } from '../db/schema';
import type { Db } from '../db/store';

/** How often users connected to other processes are looked up (their `online_status`). */
const REMOTE_REFRESH_MS = 2000;

export type LivePresence = {
  /** Whether someone may be watching this owner's visits live. */
  has(userId: number): boolean;
  /** Sockets of this process changed: applied at once, so a console that just connected misses nothing. */
  localChanged(): void;
  stop(): void;
};

/**
 * Who has a console open, on this process (its sockets, at once) or, with `otherProcesses`, on
 * another (the users' online status, looked up every two seconds): live visit events are made for
 * these owners only. Tells `onChange` each time the set changes.
 */
export function createLivePresence(options: {
  db: Db;
  localUsers: () => number[];
  otherProcesses: boolean;
  onChange: (owners: readonly number[]) => void;
  onError: (error: unknown) => void;
}): LivePresence {
  const { db, localUsers, onChange, onError } = options;
  let remote: number[] = [];
  let current = new Set<number>();

  const apply = () => {
    const next = new Set([...localUsers(), ...remote]);
    if (next.size === current.size && [...next].every((id) => current.has(id))) return;
    current = next;
    onChange([...next]);
  };
  const refresh = async () => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.onlineStatus, OnlineStatus.online));
    remote = rows.map((row) => row.id);
    apply();
  };
  let timer: NodeJS.Timeout | undefined;
  if (options.otherProcesses) {
    timer = setInterval(() => refresh().catch(onError), REMOTE_REFRESH_MS);
    timer.unref();
    refresh().catch(onError);
  }

  return {
    has: (userId) => current.has(userId),
    localChanged: apply,
    stop: () => clearInterval(timer),
  };
}
