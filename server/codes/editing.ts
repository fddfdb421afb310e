import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { codeCalls } from '../../contract/areas/codes';
import { OpenLog } from '../../contract/enums';
import { recordSaved, type ScreeningDeps, screenSaving } from '../abuse/screening';
import type { Actor } from '../auth/sessions';
import { codes, domains } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, notFound } from '../http/errors';
import type { Tx } from '../money/ledger';
import { assertDetailedLogAllowed, assertRoom } from '../money/membership';
import type { OutboundOptions } from '../net/outbound';
import type { SecretBox } from '../security/secrets';
import { assertOwnersImages } from '../uploads/library';
import { queueWebhookEvent, queueWebhookEvents } from '../webhooks/outbox';
import { destinationsWithPictures, saveDestinations } from './destinations';
import { randomFileName } from './links';
import { destinationsOf, ownedCodes, ownersDomain, ownersGroup } from './repository';
import { assertRotationModel } from './rotation-types';
import { assertSuffixesFree } from './suffixes';

type Input<P extends keyof typeof codeCalls> = z.output<(typeof codeCalls)[P]['input']>;
export type CodeRecord = typeof codes.$inferSelect;

const screeningOf = (db: Db, secrets: SecretBox, outbound: OutboundOptions, now: Date): ScreeningDeps => ({
  db,
  secrets,
  outbound,
  now: () => now,
});

/** The fallback page's contact picture must be one of the owner's own. */
async function assertFallbackImage(db: Db, ownerId: number, imageId: number | null | undefined) {
  if (imageId) await assertOwnersImages(db, ownerId, [{ path: 'fallback_image_id', imageId }]);
}

/** The fallback page's settings as columns; absent ones are kept as they are. */
function fallbackColumns(input: { fallback_message?: string; fallback_image_id?: number | null }) {
  return {
    ...(input.fallback_message === undefined ? {} : { fallbackMessage: input.fallback_message }),
    ...(input.fallback_image_id === undefined ? {} : { fallbackImageId: input.fallback_image_id }),
  };
}

/** Seals the share password; an empty one turns the share page off. */
function sealShare(secrets: SecretBox, password: string): string {
  return password === '' ? '' : secrets.seal(password);
}

/**
 * Creates a code of the owner with its destinations. A suffix is chosen at random unless given;
 * a given one already used on the domain is refused (409 on `file_name`). Its addresses are
 * screened first: a blocked one refuses the code (400 on that address).
 */
export async function createCode(
  db: Db,
  secrets: SecretBox,
  ownerId: number,
  input: Input<'qr_code_list/add'>,
  now: Date,
  outbound: OutboundOptions,
) {
  const domain = await ownersDomain(db, ownerId, input.domain_id);
  await ownersGroup(db, ownerId, input.group_id);
  await assertRotationModel(db, input.rotation_model);
  await assertFallbackImage(db, ownerId, input.fallback_image_id);
  const screened = await screenSaving(screeningOf(db, secrets, outbound, now), input.destinations, []);
  const fileName = input.file_name ?? randomFileName();
  const id = await db.transaction(async (tx) => {
    await assertRoom(tx, ownerId, 'codes', 1, now);
    if (input.open_log === OpenLog.detailed) await assertDetailedLogAllowed(tx, ownerId, now);
    const [created] = await tx
      .insert(codes)
      .values({
        ownerId,
        name: input.name,
        fileName,
        domainKey: domain?.id ?? 0,
        domainId: domain?.id ?? null,
        groupId: input.group_id,
        accessMode: input.access_mode,
        restrictionVisit: input.restriction_visit,
        jumpType: input.jump_type,
        rotationModel: input.rotation_model,
        openLog: input.open_log,
        sharePassword: sealShare(secrets, input.password),
        remark: input.remark,
        ...fallbackColumns(input),
      })
      .onConflictDoNothing({ target: [codes.domainKey, codes.fileName] })
      .returning({ id: codes.id });
    if (!created) {
      throw conflict('code.file_name_taken', [{ path: 'file_name', messageKey: 'code.file_name_taken' }]);
    }
    const savedIds = await saveDestinations(tx, { id: created.id, ownerId }, input.destinations);
    await recordSaved(tx, { id: created.id, ownerId }, savedIds, screened, now);
    await queueWebhookEvent(tx, {
      type: 'code.created',
      ownerId,
      at: now,
      data: { code_id: created.id, name: input.name, file_name: fileName, domain_id: domain?.id ?? null },
    });
    return created.id;
  });
  return { id, fileName, host: domain?.host ?? null };
}

/**
 * Changes a code's settings and destinations; a share password left out is kept. A new domain
 * where the code's suffix is taken is refused like a move (409 on `domain_id`), a blocked new
 * address like a new code's.
 */
export async function updateCode(
  db: Db,
  secrets: SecretBox,
  actor: Actor,
  input: Input<'qr_code_list/update'>,
  now: Date,
  outbound: OutboundOptions,
) {
  const { id, destinations: list, password, ...settings } = input;
  const [code] = (await ownedCodes(db, actor, [id])) as [CodeRecord];
  if (settings.open_log === OpenLog.detailed && code.openLog !== OpenLog.detailed) {
    await assertDetailedLogAllowed(db, code.ownerId, now);
  }
  const domain = await ownersDomain(db, code.ownerId, settings.domain_id);
  await ownersGroup(db, actor.userId, settings.group_id);
  await assertRotationModel(db, settings.rotation_model);
  await assertFallbackImage(db, code.ownerId, settings.fallback_image_id);
  await assertSuffixesFree(db, [code], domain?.id ?? 0);
  const screening = screeningOf(db, secrets, outbound, now);
  const screened = await screenSaving(screening, list, await destinationsOf(db, code.id));
  await db.transaction(async (tx) => {
    await tx
      .update(codes)
      .set({
        name: settings.name,
        groupId: settings.group_id,
        domainId: domain?.id ?? null,
        domainKey: domain?.id ?? 0,
        rotationModel: settings.rotation_model,
        jumpType: settings.jump_type,
        accessMode: settings.access_mode,
        restrictionVisit: settings.restriction_visit,
        openLog: settings.open_log,
        ...(password === undefined ? {} : { sharePassword: sealShare(secrets, password) }),
        remark: settings.remark,
        ...fallbackColumns(settings),
        updatedAt: new Date(),
      })
      .where(eq(codes.id, id));
    await recordSaved(tx, code, await saveDestinations(tx, code, list), screened, now);
    await queueWebhookEvent(tx, {
      type: 'code.updated',
      ownerId: code.ownerId,
      at: now,
      data: { code_id: code.id, name: settings.name, file_name: code.fileName, changed: 'settings' },
    });
  });
}

/** Replaces only the destinations of one of the actor's codes, screening new addresses first. */
export async function replaceDestinations(
  db: Db,
  secrets: SecretBox,
  actor: Actor,
  input: Input<'qr_code_list/update_url'>,
  now: Date,
  outbound: OutboundOptions,
) {
  const [code] = (await ownedCodes(db, actor, [input.id])) as [CodeRecord];
  const screening = screeningOf(db, secrets, outbound, now);
  const screened = await screenSaving(screening, input.destinations, await destinationsOf(db, code.id));
  await db.transaction(async (tx) => {
    await recordSaved(tx, code, await saveDestinations(tx, code, input.destinations), screened, now);
    await queueWebhookEvent(tx, {
      type: 'code.updated',
      ownerId: code.ownerId,
      at: now,
      data: { code_id: code.id, name: code.name, file_name: code.fileName, changed: 'destinations' },
    });
  });
}

/** Settings many codes take at once, by their contract names; `removed` moves to and from the trash. */
export type CodeChange = {
  removed?: boolean;
  status?: number;
  group_id?: number | null;
  jump_type?: number;
  rotation_model?: number;
  access_mode?: number;
  restriction_visit?: number;
  open_log?: number;
};

function columnsOf(change: CodeChange): Partial<typeof codes.$inferInsert> {
  const columns: Partial<typeof codes.$inferInsert> = {
    ...(change.removed === undefined ? {} : { removedAt: change.removed ? new Date() : null }),
    ...(change.status === undefined ? {} : { status: change.status }),
    ...(change.group_id === undefined ? {} : { groupId: change.group_id }),
    ...(change.jump_type === undefined ? {} : { jumpType: change.jump_type }),
    ...(change.rotation_model === undefined ? {} : { rotationModel: change.rotation_model }),
    ...(change.access_mode === undefined ? {} : { accessMode: change.access_mode }),
    ...(change.restriction_visit === undefined ? {} : { restrictionVisit: change.restriction_visit }),
    ...(change.open_log === undefined ? {} : { openLog: change.open_log }),
  };
  return columns;
}

/**
 * Changes settings of the actor's codes (every id must be theirs). A group must be theirs and a
 * rotation model enabled.
 */
export async function changeCodes(
  db: Db,
  actor: Actor,
  ids: number[],
  change: CodeChange,
  now: Date,
): Promise<void> {
  if (change.group_id !== undefined) await ownersGroup(db, actor.userId, change.group_id);
  if (change.rotation_model !== undefined) await assertRotationModel(db, change.rotation_model);
  const owned = await ownedCodes(db, actor, ids);
  await db.transaction(async (tx) => {
    await assertPackageAllows(tx, owned, change, now);
    await tx
      .update(codes)
      .set({ ...columnsOf(change), updatedAt: new Date() })
      .where(inArray(codes.id, ids));
    await queueWebhookEvents(
      tx,
      'code.updated',
      now,
      owned.map((code) => ({
        ownerId: code.ownerId,
        data: {
          code_id: code.id,
          name: code.name,
          file_name: code.fileName,
          changed: change.removed === undefined ? 'settings' : change.removed ? 'removed' : 'restored',
        },
      })),
    );
  });
}

/**
 * What a change asks of each owner's package: codes restored from the trash are live codes
 * again and need room, and detailed logging needs a package that includes it.
 */
async function assertPackageAllows(tx: Tx, owned: CodeRecord[], change: CodeChange, now: Date) {
  const owners = new Set(owned.map((code) => code.ownerId));
  for (const ownerId of owners) {
    const mine = owned.filter((code) => code.ownerId === ownerId);
    const restored = mine.filter((code) => code.removedAt !== null).length;
    if (change.removed === false && restored > 0) await assertRoom(tx, ownerId, 'codes', restored, now);
    const detailedNow = mine.some((code) => code.openLog !== OpenLog.detailed);
    if (change.open_log === OpenLog.detailed && detailedNow) await assertDetailedLogAllowed(tx, ownerId, now);
  }
}

/** The ids of all the owner's codes outside the trash. */
export async function liveCodeIds(db: Db, ownerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: codes.id })
    .from(codes)
    .where(and(eq(codes.ownerId, ownerId), isNull(codes.removedAt)));
  return rows.map((row) => row.id);
}

/**
 * Moves the actor's codes to one of their entry domains (null: the console host), unless a
 * suffix would then be used twice there.
 */
export async function moveCodesToDomain(db: Db, actor: Actor, ids: number[], domainId: number | null) {
  const owned = await ownedCodes(db, actor, ids);
  const domain = await ownersDomain(db, actor.userId, domainId);
  const domainKey = domain?.id ?? 0;
  await assertSuffixesFree(db, owned, domainKey);
  await db
    .update(codes)
    .set({ domainId: domain?.id ?? null, domainKey, updatedAt: new Date() })
    .where(inArray(codes.id, ids));
}

/** One code with its host and its destinations; a super administrator may read anyone's. */
export async function codeDetails(db: Db, actor: Actor, id: number) {
  const [code] = (await ownedCodes(db, actor, [id], { anyOwner: actor.isSuper })) as [CodeRecord];
  const [domain] =
    code.domainId === null
      ? []
      : await db.select({ host: domains.host }).from(domains).where(eq(domains.id, code.domainId));
  return { code, host: domain?.host ?? null, destinations: await destinationsWithPictures(db, code) };
}

/**
 * The public share page: the code of this suffix whose share password is the given one. A wrong
 * password and an unknown suffix answer alike.
 */
export async function sharedCode(db: Db, secrets: SecretBox, fileName: string, password: string) {
  const candidates = await db
    .select()
    .from(codes)
    .where(and(eq(codes.fileName, fileName), isNull(codes.removedAt), sql`${codes.sharePassword} <> ''`));
  const code = candidates.find((candidate) => secrets.open(candidate.sharePassword) === password);
  if (!code) throw notFound();
  return code;
}
