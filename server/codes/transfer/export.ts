import { and, asc, count, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import { codeGroups, codes, destinations, domains } from '../../db/schema';
import type { Db } from '../../db/store';
import { type ExportSource, exportParams } from '../../exports/runner';
import type { SecretBox } from '../../security/secrets';
import { codeCells, headerFor, type TransferCode } from './layout';

export const codeExportParams = exportParams.extend({
  owner_id: z.int(),
  /** Destination column groups: the most destinations any of the owner's codes had when asked. */
  slots: z.int().min(0),
});
export type CodeExportParams = z.infer<typeof codeExportParams>;

type Row = { id: number; code: TransferCode; slots: number };

/** The owner's codes outside the trash: the same set as their code list. */
const ownersLiveCodes = (ownerId: number) => and(eq(codes.ownerId, ownerId), isNull(codes.removedAt));

/** The most destinations one of the owner's codes has: the file's destination column groups. */
export async function destinationSlots(db: Db, ownerId: number): Promise<number> {
  const perCode = db
    .select({ n: count().as('n') })
    .from(destinations)
    .innerJoin(codes, eq(codes.id, destinations.codeId))
    .where(and(ownersLiveCodes(ownerId), isNull(destinations.removedAt)))
    .groupBy(destinations.codeId)
    .as('per_code');
  const [most] = await db.select({ n: max(perCode.n) }).from(perCode);
  return Number(most?.n ?? 0);
}

/**
 * The owner's codes as lines of the transfer layout, by id. A code saved with more destinations
 * since the export began would not fit its header: the export fails rather than cut it short.
 */
export function codeExportSource(secrets: SecretBox): ExportSource<CodeExportParams, Row> {
  return {
    kind: 'code_export',
    params: codeExportParams,
    async count(db, params) {
      const [total] = await db.select({ n: count() }).from(codes).where(ownersLiveCodes(params.owner_id));
      return total?.n ?? 0;
    },
    async page(db, params, afterId, limit) {
      const rows = await db
        .select({ code: codes, group: codeGroups.name, host: domains.host })
        .from(codes)
        .leftJoin(codeGroups, eq(codeGroups.id, codes.groupId))
        .leftJoin(domains, eq(domains.id, codes.domainId))
        .where(and(ownersLiveCodes(params.owner_id), gt(codes.id, afterId)))
        .orderBy(asc(codes.id))
        .limit(limit);
      const ids = rows.map((row) => row.code.id);
      const lists = ids.length
        ? await db
            .select()
            .from(destinations)
            .where(and(inArray(destinations.codeId, ids), isNull(destinations.removedAt)))
            .orderBy(asc(destinations.codeId), asc(destinations.sort), asc(destinations.id))
        : [];
      return rows.map(({ code, group, host }) => ({
        id: code.id,
        slots: params.slots,
        code: {
          file_name: code.fileName,
          name: code.name,
          status: code.status,
          domain: host ?? '',
          group: group ?? '',
          rotation_model: code.rotationModel,
          jump_type: code.jumpType,
          access_mode: code.accessMode,
          restriction_visit: code.restrictionVisit,
          open_log: code.openLog,
          password: code.sharePassword === '' ? '' : secrets.open(code.sharePassword),
          remark: code.remark,
          fallback_message: code.fallbackMessage,
          fallback_image_id: code.fallbackImageId,
          destinations: lists
            .filter((destination) => destination.codeId === code.id)
            .map((destination) => ({
              url: destination.url,
              image_id: destination.imageId,
              title: destination.title,
              threshold: destination.threshold,
              weight: destination.weight,
              enabled: destination.enabled,
              fallback: destination.fallback,
              expires_at: destination.expiresAt?.toISOString() ?? null,
            })),
        },
      }));
    },
    columns: [],
    sheetKey: 'code_transfer.sheet',
    cells: (row) => codeCells(row.code, row.slots),
    readBackHeader: (params) => headerFor(params.slots),
  };
}
