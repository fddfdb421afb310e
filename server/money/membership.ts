import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { packageLimitsSchema } from '../../contract/areas/money';
import { LOCALES, type Locale } from '../../contract/enums';
import type { MembershipState } from '../../contract/membership';
import { codes, domains, roles, users, vipCombos } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, notFound } from '../http/errors';
import { translate } from '../i18n';
import { readSubscriberDefaults, type SubscriberDefaults } from '../settings/configuration';
import type { Tx } from './ledger';
import { hasEnded, membershipPackageOf, membershipState } from './membership-state';

export type PackageLimits = z.infer<typeof packageLimitsSchema>;
export type LocalizedName = Record<Locale, string>;

const DAY_MS = 86_400_000;

/** Whether an expiry is still ahead (no expiry is not a running membership). */
export const isRunning = (expireTime: Date | null, now: Date) =>
  expireTime !== null && !hasEnded(expireTime.getTime(), now.getTime());

/**
 * When a membership bought now ends. Buying the package that is still running extends it from
 * its current end; any other package (or none, or an ended one) starts now and replaces what ran,
 * whose remaining time is not carried over — the console says so before the buyer pays.
 */
export function nextExpiry(
  current: { comboId: number | null; expireTime: Date | null },
  combo: { id: number; days: number },
  now: Date,
): Date {
  const extends_ = current.comboId === combo.id && isRunning(current.expireTime, now);
  const start = extends_ && current.expireTime ? current.expireTime : now;
  return new Date(start.getTime() + combo.days * DAY_MS);
}

export const freeTierLimits = (defaults: SubscriberDefaults): PackageLimits => ({
  max_codes: defaults.free_max_codes,
  max_domains: defaults.free_max_domains,
  detailed_log: defaults.free_detailed_log,
  retention_days: defaults.free_retention_days,
});

export const comboLimits = (combo: typeof vipCombos.$inferSelect): PackageLimits => ({
  max_codes: combo.maxCodes,
  max_domains: combo.maxDomains,
  detailed_log: combo.detailedLog,
  retention_days: combo.retentionDays,
});

/** "the free tier" in each language, for messages that name what limits an account. */
const freeTierName = (): LocalizedName =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, translate(locale, 'limit.free_tier')]),
  ) as LocalizedName;

export type Membership = {
  comboId: number | null;
  comboName: LocalizedName | null;
  expireTime: Date | null;
  /** What the pages show; `active` and `limits` follow from it. */
  state: MembershipState;
  /** Whether the package's limits apply now. */
  active: boolean;
  limits: PackageLimits;
  /** Administrators' accounts are not customers: no package limits them. */
  exempt: boolean;
};

/** The account's membership now: its running package's limits, or the free tier's. */
export async function membershipOf(db: Tx, userId: number, now: Date): Promise<Membership> {
  const [row] = await db
    .select({ user: users, scope: roles.scope, combo: vipCombos })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(vipCombos, eq(vipCombos.id, users.vipComboId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const { user, combo } = row;
  const state = membershipState(
    membershipPackageOf(combo?.id ?? null, combo?.name),
    user.memberExpireTime,
    now,
  );
  const active = state.state === 'active' && state.package !== null;
  return {
    comboId: user.vipComboId,
    comboName: (combo?.name as LocalizedName | undefined) ?? null,
    expireTime: user.memberExpireTime,
    state,
    active,
    limits: active && combo ? comboLimits(combo) : freeTierLimits(await readSubscriberDefaults(db as Db)),
    exempt: row.scope === 'platform',
  };
}

export async function usage(db: Tx, userId: number) {
  const [[live], [owned]] = await Promise.all([
    db
      .select({ n: count() })
      .from(codes)
      .where(and(eq(codes.ownerId, userId), isNull(codes.removedAt))),
    db.select({ n: count() }).from(domains).where(eq(domains.ownerId, userId)),
  ]);
  return { codes: live?.n ?? 0, domains: owned?.n ?? 0 };
}

function limitReached(messageKey: string, membership: Membership, max: number, used: number) {
  const name = membership.active && membership.comboName ? membership.comboName : freeTierName();
  return new AppError(409, 'conflict', messageKey, { package: name, max, used });
}

/**
 * Refuses adding `adding` live codes or domains beyond the account's limit. Called inside the
 * transaction that adds them, after the account row is locked, so two requests at once cannot
 * both take the last place.
 */
export async function assertRoom(
  tx: Tx,
  userId: number,
  kind: 'codes' | 'domains',
  adding: number,
  now: Date,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const membership = await membershipOf(tx, userId, now);
  if (membership.exempt) return;
  const used = (await usage(tx, userId))[kind];
  const max = kind === 'codes' ? membership.limits.max_codes : membership.limits.max_domains;
  if (used + adding > max) throw limitReached(`limit.${kind}`, membership, max, used);
}

/** Refuses storing visits in detail when the account's package only counts them. */
export async function assertDetailedLogAllowed(db: Tx, userId: number, now: Date): Promise<void> {
  const membership = await membershipOf(db, userId, now);
  if (membership.exempt || membership.limits.detailed_log) return;
  throw limitReached('limit.detailed_log', membership, 0, 0);
}

/**
 * The earliest visit the account's package lets it read in detail (its retention days back), or
 * null when nothing limits it. Visits older than that stay stored for the platform's own window.
 */
export async function retentionStart(db: Tx, userId: number, now: Date): Promise<Date | null> {
  const membership = await membershipOf(db, userId, now);
  if (membership.exempt) return null;
  return new Date(now.getTime() - membership.limits.retention_days * DAY_MS);
}

/** A query's start time moved forward to the retention start, if it asked for earlier. */
export function clampToRetention<T extends { start_time?: string }>(query: T, start: Date | null): T {
  if (!start) return query;
  const asked = query.start_time ? new Date(query.start_time) : null;
  return asked && asked > start ? query : { ...query, start_time: start.toISOString() };
}
