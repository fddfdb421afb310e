import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { knownDevices } from '../db/schema';
import type { Db } from '../db/store';
import { hashToken, newToken } from '../security/tokens';

/**
 * Known devices: a successful sign-in answers an opaque device token (32 random bytes; only its
 * SHA-256 is stored, per user, for 90 days after its last use). The console keeps it per account
 * and sends it with the next sign-in; a sign-in that brings a valid token of its account counts
 * its failures against that device alone, so strangers failing on the account elsewhere never
 * hold the owner up. The token grants nothing else: the password (and TOTP) are still asked.
 */

const DAY_MS = 86_400_000;
const DEVICE_DAYS = 90;
/** The most recently used devices kept per user; older ones become unknown again. */
const DEVICES_PER_USER = 20;

export type KnownDevice = { id: number; userId: number };

/** The device a token names, if it is still valid; its owner is checked by the caller. */
export async function findKnownDevice(db: Db, token: string, now: Date): Promise<KnownDevice | undefined> {
  const [row] = await db
    .select({ id: knownDevices.id, userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hashToken(token)), gt(knownDevices.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * After a successful sign-in: the device that was recognised keeps its token for another 90
 * days; any other gets a new one. Answers the token to hand back to the device.
 */
export async function rememberDevice(
  db: Db,
  userId: number,
  recognised: { device: KnownDevice; token: string } | undefined,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + DEVICE_DAYS * DAY_MS);
  if (recognised) {
    await db
      .update(knownDevices)
      .set({ lastUsedAt: now, expiresAt })
      .where(eq(knownDevices.id, recognised.device.id));
    return recognised.token;
  }
  const token = newToken();
  await db.insert(knownDevices).values({ userId, tokenHash: hashToken(token), lastUsedAt: now, expiresAt });
  await forgetOldDevices(db, userId, now);
  return token;
}

/** Drops the user's expired devices and those beyond the most recent `DEVICES_PER_USER`. */
async function forgetOldDevices(db: Db, userId: number, now: Date): Promise<void> {
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), lte(knownDevices.expiresAt, now)));
  const surplus = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastUsedAt), desc(knownDevices.id))
    .offset(DEVICES_PER_USER);
  if (surplus.length > 0) {
    await db.delete(knownDevices).where(
      inArray(
        knownDevices.id,
        surplus.map((row) => row.id),
      ),
    );
  }
}
