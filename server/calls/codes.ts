import type { codeCalls } from '../../contract/areas/codes';
import type { QrContentKind } from '../../contract/group-qr';
import type { Actor } from '../auth/sessions';
import { addImages } from '../codes/bulk-images';
import {
  type CodeChange,
  changeCodes,
  codeDetails,
  createCode,
  liveCodeIds,
  moveCodesToDomain,
  replaceDestinations,
  sharedCode,
  updateCode,
} from '../codes/editing';
import { codeUrl, qrImagePath } from '../codes/links';
import { codeRow, listCodes, ownedCodes, ownersDomain, ownersGroup } from '../codes/repository';
import type { CallContext, Handlers } from '../http/handlers';
import { codeAddresses } from '../statistics/code-addresses';
import { imagePath, ownersImages } from '../uploads/library';

const linksOf = (ctx: CallContext) => ({ origin: ctx.origin, masterKey: ctx.config.masterKey });

/** Changes the actor's codes and tells every process's redirect cache. */
async function change(ctx: CallContext<Actor>, ids: number[], settings: CodeChange) {
  await changeCodes(ctx.db, ctx.actor, ids, settings, ctx.now());
  await ctx.codeCache.changed(ids);
  return {};
}

export const codeHandlers: Handlers<typeof codeCalls> = {
  'qr_code_list/add': async (input, ctx) => {
    const { id, fileName, host } = await createCode(
      ctx.db,
      ctx.secrets,
      ctx.actor.userId,
      input,
      ctx.now(),
      ctx.domainChecks.outbound,
    );
    // A cached "not found" for this suffix must not outlive the new code.
    await ctx.codeCache.changed([id]);
    return {
      id,
      file_name: fileName,
      url: codeUrl(ctx.origin, host, fileName),
      qr_url: qrImagePath(ctx.config.masterKey, id),
    };
  },

  'qr_code_list/update': async (input, ctx) => {
    await updateCode(ctx.db, ctx.secrets, ctx.actor, input, ctx.now(), ctx.domainChecks.outbound);
    await ctx.codeCache.changed([input.id]);
    return {};
  },

  'qr_code_list/update_url': async (input, ctx) => {
    await replaceDestinations(ctx.db, ctx.secrets, ctx.actor, input, ctx.now(), ctx.domainChecks.outbound);
    await ctx.codeCache.changed([input.id]);
    return {};
  },

  'qr_code_list/remove': async ({ ids }, ctx) => change(ctx, ids, { removed: true }),

  'qr_code_list/update_remove': async ({ ids }, ctx) => change(ctx, ids, { removed: false }),

  'qr_code_list/inquire': async (input, ctx) => {
    // A filter names the caller's own group or domain: another owner's is refused, not matched.
    await ownersGroup(ctx.db, ctx.actor.userId, input.group_id ?? null);
    await ownersDomain(ctx.db, ctx.actor.userId, input.domain_id ?? null);
    return listCodes(ctx.db, linksOf(ctx), { ...input, owner_id: ctx.actor.userId });
  },

  'qr_code_list/user_inquire': async (input, ctx) => listCodes(ctx.db, linksOf(ctx), input),

  'qr_code_list/qr_code_remove': async (input, ctx) =>
    listCodes(ctx.db, linksOf(ctx), { ...input, removed: true }),

  'qr_code_list/details': async ({ id }, ctx) => {
    const { code, host, destinations } = await codeDetails(ctx.db, ctx.actor, id);
    const [contact] =
      code.fallbackImageId === null ? [] : await ownersImages(ctx.db, code.ownerId, [code.fallbackImageId]);
    const current = destinations.find(({ destination }) => destination.id === code.lastDestinationId);
    return {
      ...codeRow(code, linksOf(ctx), host),
      owner_account: '',
      group_name: null,
      destination_count: destinations.length,
      current_destination: current?.destination.url ?? (current?.destination.title || null),
      destinations: destinations.map(({ destination, picture }) => ({
        id: destination.id,
        url: destination.url,
        image_id: destination.imageId,
        image_url: picture ? imagePath(picture) : null,
        image_name: picture?.name ?? null,
        title: destination.title,
        threshold: destination.threshold,
        weight: destination.weight,
        enabled: destination.enabled,
        fallback: destination.fallback,
        expires_at: destination.expiresAt,
        visits: destination.visits,
        sort: destination.sort,
        screening_paused_at: destination.pausedByScreeningAt,
        content: destination.content,
        kind: destination.kind as QrContentKind | null,
      })),
      fallback_message: code.fallbackMessage,
      fallback_image_id: code.fallbackImageId,
      fallback_image: contact ? { id: contact.id, name: contact.name, url: imagePath(contact) } : null,
    };
  },

  'qr_code_list/add_images': async ({ id, image_ids }, ctx) => {
    const result = await addImages(
      {
        db: ctx.db,
        uploads: ctx.uploads,
        decode: (bytes, mime) => ctx.pictureThreads.decode(bytes, mime),
        now: ctx.now(),
      },
      ctx.actor,
      id,
      image_ids,
    );
    if (result.added.length > 0) await ctx.codeCache.changed([id]);
    return result;
  },

  'qr_code_list/oepn_all_status': async ({ ids, all, status }, ctx) => {
    // Ids named beside `all` are checked all the same: another owner's code is refused, not ignored.
    if (all && ids.length > 0) await ownedCodes(ctx.db, ctx.actor, ids);
    const targets = all ? await liveCodeIds(ctx.db, ctx.actor.userId) : ids;
    if (targets.length > 0) await change(ctx, targets, { status });
    return { changed: targets.length };
  },

  'qr_code_list/change_domain_name': async ({ ids, domain_id }, ctx) => {
    await moveCodesToDomain(ctx.db, ctx.actor, ids, domain_id);
    await ctx.codeCache.changed(ids);
    return {};
  },

  'qr_code_list/batch_update': async ({ ids, ...settings }, ctx) => change(ctx, ids, settings),

  'qr_code_list/update_restriction_visit': async ({ ids, restriction_visit }, ctx) =>
    change(ctx, ids, { restriction_visit }),

  'qr_code_list/update_open_log': async ({ ids, open_log }, ctx) => change(ctx, ids, { open_log }),

  // The share page lives in the console, on the installation's public address.
  'qr_code_list/share_link': async ({ id }, ctx) => {
    const [code] = await ownedCodes(ctx.db, ctx.actor, [id]);
    const password = code?.sharePassword ? ctx.secrets.open(code.sharePassword) : '';
    if (!code || !password) return { url: '', has_password: false };
    const query = new URLSearchParams({ name: code.fileName, password });
    return { url: `${ctx.origin}/#/share_access?${query}`, has_password: true };
  },

  'qr_code_list/share_access': async ({ file_name, password }, ctx) => {
    const code = await sharedCode(ctx.db, ctx.secrets, file_name, password);
    return { id: code.id, name: code.name, view_number: code.viewNumber, ip_view_number: code.ipViewNumber };
  },

  'qr_code_list/get_ip': async ({ id, start_time, end_time, ...page }, ctx) => {
    await ownedCodes(ctx.db, ctx.actor, [id]);
    const { rows, total } = await codeAddresses(ctx.db, id, { start_time, end_time }, page);
    return {
      list: rows.map((row) => ({ ip: row.ip, visits: row.visits, last_visit: new Date(row.last) })),
      total,
    };
  },
};
