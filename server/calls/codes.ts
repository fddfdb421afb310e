import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { codeCalls, destinationInputSchema } from '../../contract/areas/codes';
import { AccessStatus } from '../../contract/enums';
import type { Actor } from '../auth/sessions';
import { codeUrl, qrImagePath, randomFileName } from '../codes/links';
import {
  codeRow,
  destinationsOf,
  listCodes,
  ownedCodes,
  ownersDomain,
  ownersGroup,
} from '../codes/repository';
import { assertRotationModel } from '../codes/rotation-types';
import { codes, destinations, domains, visits } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import type { CallContext, Handlers } from '../http/handlers';
import { pageWindow } from '../http/paging';
import { assertOwnersImages, type ImageRecord, imagePath, ownersImages } from '../uploads/library';

type DestinationInput = z.output<typeof destinationInputSchema>;

/** Image destinations show one of the code owner's own pictures. */
function assertDestinationImages(db: Db, ownerId: number, list: DestinationInput[]) {
  return assertOwnersImages(
    db,
    ownerId,
    list.flatMap((destination, index) =>
      destination.image_id === undefined
        ? []
        : [{ path: `destinations.${index}.image_id`, imageId: destination.image_id }],
    ),
  );
}

/**
 * Replaces a code's destinations: listed ids are kept (with their visit counts), others are
 * retired (kept for statistics), new ones are added — in the owner's order.
 */
async function saveDestinations(db: Db, code: { id: number; ownerId: number }, list: DestinationInput[]) {
  const codeId = code.id;
  await assertDestinationImages(db, code.ownerId, list);
  const existing = await destinationsOf(db, codeId);
  const existingIds = new Set(existing.map((destination) => destination.id));
  const keptIds = new Set(
    list.flatMap((destination) => (destination.id === undefined ? [] : [destination.id])),
  );
  for (const id of keptIds) {
    if (!existingIds.has(id))
      throw invalidParameter(
        [{ path: 'destinations', messageKey: 'code.destination_unknown' }],
        'code.destination_unknown',
      );
  }
  const retired = [...existingIds].filter((id) => !keptIds.has(id));
  if (retired.length > 0) {
    await db.update(destinations).set({ removedAt: new Date() }).where(inArray(destinations.id, retired));
  }
  // New destinations or thresholds: the owner may be told again when they run out.
  await db.update(codes).set({ exhaustedNotifiedAt: null }).where(eq(codes.id, codeId));
  for (const [sort, destination] of list.entries()) {
    const values = {
      warnedAt: null,
      url: destination.url ?? null,
      imageId: destination.image_id ?? null,
      title: destination.title,
      threshold: destination.threshold,
      weight: destination.weight,
      enabled: destination.enabled,
      fallback: destination.fallback,
      expiresAt: destination.expires_at === null ? null : new Date(destination.expires_at),
      sort,
      updatedAt: new Date(),
    };
    if (destination.id === undefined) await db.insert(destinations).values({ codeId, ...values });
    else await db.update(destinations).set(values).where(eq(destinations.id, destination.id));
  }
}

/** The address and name of an image destination's picture (null for a link destination). */
const pictureOf = (picture: ImageRecord | undefined) => ({
  image_url: picture ? imagePath(picture) : null,
  image_name: picture?.name ?? null,
});

const linksOf = (ctx: CallContext) => ({ origin: ctx.origin, masterKey: ctx.config.masterKey });

/** Seals the share password; an empty one turns the share page off. */
function sealShare(ctx: CallContext, password: string) {
  return password === '' ? '' : ctx.secrets.seal(password);
}

async function hostOf(db: Db, domainId: number | null) {
  if (domainId === null) return null;
  const [domain] = await db.select({ host: domains.host }).from(domains).where(eq(domains.id, domainId));
  return domain?.host ?? null;
}

async function updateOwned(
  ctx: CallContext<Actor>,
  ids: number[],
  values: Partial<typeof codes.$inferInsert>,
) {
  await ownedCodes(ctx.db, ctx.actor, ids);
  await ctx.db
    .update(codes)
    .set({ ...values, updatedAt: new Date() })
    .where(inArray(codes.id, ids));
  await ctx.codeCache.changed(ids);
}

export const codeHandlers: Handlers<typeof codeCalls> = {
  'qr_code_list/add': async (input, ctx) => {
    const { db, actor } = ctx;
    const domain = await ownersDomain(db, actor.userId, input.domain_id);
    await ownersGroup(db, actor.userId, input.group_id);
    await assertRotationModel(db, input.rotation_model);
    const fileName = input.file_name ?? randomFileName();
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(codes)
        .values({
          ownerId: actor.userId,
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
          sharePassword: sealShare(ctx, input.password),
          remark: input.remark,
        })
        .onConflictDoNothing({ target: [codes.domainKey, codes.fileName] })
        .returning({ id: codes.id });
      if (!created) throw conflict('code.file_name_taken');
      await saveDestinations(tx, { id: created.id, ownerId: actor.userId }, input.destinations);
      return created.id;
    });
    // A cached "not found" for this suffix must not outlive the new code.
    await ctx.codeCache.changed([id]);
    return {
      id,
      file_name: fileName,
      url: codeUrl(ctx.origin, domain?.host ?? null, fileName),
      qr_url: qrImagePath(ctx.config.masterKey, id),
    };
  },

  'qr_code_list/update': async ({ id, destinations: list, password, ...settings }, ctx) => {
    const [code] = (await ownedCodes(ctx.db, ctx.actor, [id])) as [typeof codes.$inferSelect];
    const domain = await ownersDomain(ctx.db, code.ownerId, settings.domain_id);
    await ownersGroup(ctx.db, ctx.actor.userId, settings.group_id);
    await assertRotationModel(ctx.db, settings.rotation_model);
    await ctx.db.transaction(async (tx) => {
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
          ...(password === undefined ? {} : { sharePassword: sealShare(ctx, password) }),
          remark: settings.remark,
          updatedAt: new Date(),
        })
        .where(eq(codes.id, id));
      await saveDestinations(tx, code, list);
    });
    await ctx.codeCache.changed([id]);
    return {};
  },

  'qr_code_list/update_url': async ({ id, destinations: list }, ctx) => {
    const [code] = (await ownedCodes(ctx.db, ctx.actor, [id])) as [typeof codes.$inferSelect];
    await ctx.db.transaction((tx) => saveDestinations(tx, code, list));
    await ctx.codeCache.changed([id]);
    return {};
  },

  'qr_code_list/remove': async ({ ids }, ctx) => {
    await updateOwned(ctx, ids, { removedAt: new Date() });
    return {};
  },

  'qr_code_list/update_remove': async ({ ids }, ctx) => {
    await updateOwned(ctx, ids, { removedAt: null });
    return {};
  },

  'qr_code_list/inquire': async (input, ctx) =>
    listCodes(ctx.db, linksOf(ctx), { ...input, owner_id: ctx.actor.userId }),

  'qr_code_list/user_inquire': async (input, ctx) => listCodes(ctx.db, linksOf(ctx), input),

  'qr_code_list/qr_code_remove': async (input, ctx) =>
    listCodes(ctx.db, linksOf(ctx), { ...input, removed: true }),

  'qr_code_list/details': async ({ id }, ctx) => {
    const [code] = await ownedCodes(ctx.db, ctx.actor, [id], { anyOwner: ctx.actor.isSuper });
    const record = code as typeof codes.$inferSelect;
    const list = await destinationsOf(ctx.db, id);
    const pictures = await ownersImages(
      ctx.db,
      record.ownerId,
      list.flatMap((destination) => (destination.imageId === null ? [] : [destination.imageId])),
    );
    const pictureById = new Map(pictures.map((picture) => [picture.id, picture]));
    const current = list.find((destination) => destination.id === record.lastDestinationId);
    return {
      ...codeRow(record, linksOf(ctx), await hostOf(ctx.db, record.domainId)),
      owner_account: '',
      group_name: null,
      destination_count: list.length,
      current_destination: current?.url ?? (current?.title || null),
      destinations: list.map((destination) => ({
        id: destination.id,
        url: destination.url,
        image_id: destination.imageId,
        ...pictureOf(destination.imageId === null ? undefined : pictureById.get(destination.imageId)),
        title: destination.title,
        threshold: destination.threshold,
        weight: destination.weight,
        enabled: destination.enabled,
        fallback: destination.fallback,
        expires_at: destination.expiresAt,
        visits: destination.visits,
        sort: destination.sort,
      })),
    };
  },

  'qr_code_list/oepn_all_status': async ({ ids, all, status }, ctx) => {
    const targets = all
      ? (
          await ctx.db
            .select({ id: codes.id })
            .from(codes)
            .where(and(eq(codes.ownerId, ctx.actor.userId), isNull(codes.removedAt)))
        ).map((row) => row.id)
      : ids;
    if (targets.length > 0) await updateOwned(ctx, targets, { status });
    return { changed: targets.length };
  },

  'qr_code_list/change_domain_name': async ({ ids, domain_id }, ctx) => {
    const owned = await ownedCodes(ctx.db, ctx.actor, ids);
    const domain = await ownersDomain(ctx.db, ctx.actor.userId, domain_id);
    const key = domain?.id ?? 0;
    const clash = await ctx.db
      .select({ fileName: codes.fileName })
      .from(codes)
      .where(
        and(
          eq(codes.domainKey, key),
          inArray(
            codes.fileName,
            owned.map((code) => code.fileName),
          ),
        ),
      );
    if (
      clash.some((row) => !owned.some((code) => code.fileName === row.fileName && code.domainKey === key))
    ) {
      throw conflict('code.file_name_taken');
    }
    await updateOwned(ctx, ids, { domainId: domain?.id ?? null, domainKey: key });
    return {};
  },

  'qr_code_list/batch_update': async ({ ids, group_id, ...settings }, ctx) => {
    if (group_id !== undefined) await ownersGroup(ctx.db, ctx.actor.userId, group_id);
    if (settings.rotation_model !== undefined) await assertRotationModel(ctx.db, settings.rotation_model);
    await updateOwned(ctx, ids, {
      ...(group_id === undefined ? {} : { groupId: group_id }),
      ...(settings.jump_type === undefined ? {} : { jumpType: settings.jump_type }),
      ...(settings.rotation_model === undefined ? {} : { rotationModel: settings.rotation_model }),
      ...(settings.access_mode === undefined ? {} : { accessMode: settings.access_mode }),
    });
    return {};
  },

  'qr_code_list/update_restriction_visit': async ({ ids, restriction_visit }, ctx) => {
    await updateOwned(ctx, ids, { restrictionVisit: restriction_visit });
    return {};
  },

  'qr_code_list/update_open_log': async ({ ids, open_log }, ctx) => {
    await updateOwned(ctx, ids, { openLog: open_log });
    return {};
  },

  'qr_code_list/share_access': async ({ file_name, password }, ctx) => {
    const candidates = await ctx.db
      .select()
      .from(codes)
      .where(and(eq(codes.fileName, file_name), isNull(codes.removedAt), sql`${codes.sharePassword} <> ''`));
    const code = candidates.find((candidate) => ctx.secrets.open(candidate.sharePassword) === password);
    // A wrong password and an unknown suffix answer alike.
    if (!code) throw notFound();
    return { id: code.id, name: code.name, view_number: code.viewNumber, ip_view_number: code.ipViewNumber };
  },

  'qr_code_list/get_ip': async ({ id, start_time, end_time, ...page }, ctx) => {
    await ownedCodes(ctx.db, ctx.actor, [id]);
    const where = and(
      eq(visits.codeId, id),
      eq(visits.accessStatus, AccessStatus.served),
      gte(visits.createdAt, new Date(start_time)),
      lte(visits.createdAt, new Date(end_time)),
    );
    const { limit, offset } = pageWindow(page);
    const rows = await ctx.db
      .select({ ip: visits.ip, visits: count(), last: sql<string>`max(${visits.createdAt})` })
      .from(visits)
      .where(where)
      .groupBy(visits.ip)
      .orderBy(desc(count()), visits.ip)
      .limit(limit)
      .offset(offset);
    const [total] = await ctx.db
      .select({ n: sql<number>`count(distinct ${visits.ip})::int` })
      .from(visits)
      .where(where);
    return {
      list: rows.map((row) => ({ ip: row.ip, visits: row.visits, last_visit: new Date(row.last) })),
      total: total?.n ?? 0,
    };
  },
};
