import type { codeTransferCalls } from '../../contract/areas/code-transfer';
import { codeExportSource, destinationSlots } from '../codes/transfer/export';
import { importCodes } from '../codes/transfer/import';
import { downloadUrl } from '../exports/access-export';
import { exportCodesNow } from '../exports/operations';
import type { Handlers } from '../http/handlers';

export const codeTransferHandlers: Handlers<typeof codeTransferCalls> = {
  'qr_code_list/export_codes': async ({ format }, ctx) => {
    const { db, actor, locale, config, log } = ctx;
    const id = await exportCodesNow({ db, dataDir: config.dataDir, log }, codeExportSource(ctx.secrets), {
      ownerId: actor.userId,
      params: { format, locale, owner_id: actor.userId, slots: await destinationSlots(db, actor.userId) },
      now: ctx.now(),
    });
    return { download_url: downloadUrl(config.masterKey, id, ctx.now().getTime()) };
  },

  'qr_code_list/import_codes': async (input, ctx) => {
    const { changedIds, ...summary } = await importCodes(
      {
        db: ctx.db,
        secrets: ctx.secrets,
        outbound: ctx.domainChecks.outbound,
        locale: ctx.locale,
        now: ctx.now(),
        log: ctx.log,
      },
      ctx.actor,
      input,
    );
    if (changedIds.length > 0) await ctx.codeCache.changed(changedIds);
    return summary;
  },
};
