import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { canBeLogo } from '../../contract/areas/images';
import type { Config } from '../config';
import { codes, domains } from '../db/schema';
import type { Db } from '../db/store';
import { requestOrigin } from '../http/origin';
import { isScanMarker } from '../redirect/scan-marker';
import { ownersImages } from '../uploads/library';
import type { UploadStorage } from '../uploads/storage';
import { codeUrl, scanUrl } from './links';
import { decodePicture, pngWithLogo, svgWithLogo } from './qr-logo';

const querySchema = z.object({
  k: z.string().max(64),
  size: z.coerce.number().int().min(64).max(2048).default(512),
  margin: z.coerce.number().int().min(0).max(16).default(2),
  download: z.enum(['0', '1']).default('0'),
  /** An image of the code owner's library drawn in the centre (PNG or JPEG). */
  logo: z.coerce.number().int().min(1).optional(),
});

/**
 * QR images of codes, made here (no third-party image service): `GET /qr/<id>.png|svg?k=…`. The
 * `k` signature is the code's scan marker, so images cannot be fetched by counting ids; the image
 * encodes the code's address with that marker, which scan-only codes require.
 */
export function registerQrImages(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'masterKey' | 'publicBaseUrl'>,
  uploads: UploadStorage,
) {
  const { masterKey } = config;
  app.get<{ Params: { file: string }; Querystring: Record<string, string> }>(
    '/qr/:file',
    async (request, reply) => {
      const match = /^(\d+)\.(png|svg)$/.exec(request.params.file);
      const query = querySchema.safeParse(request.query);
      if (!match || !query.success)
        return reply.code(400).send({ status: false, code: 'invalid_parameter', message: 'invalid' });
      const codeId = Number(match[1]);
      if (!isScanMarker(masterKey, codeId, query.data.k))
        return reply.code(404).send({ status: false, code: 'not_found', message: 'not found' });
      const [row] = await db
        .select({ fileName: codes.fileName, host: domains.host, ownerId: codes.ownerId })
        .from(codes)
        .leftJoin(domains, eq(domains.id, codes.domainId))
        .where(eq(codes.id, codeId));
      if (!row) return reply.code(404).send({ status: false, code: 'not_found', message: 'not found' });
      const text = scanUrl(
        codeUrl(requestOrigin(config, request), row.host, row.fileName),
        masterKey,
        codeId,
      );
      const logo =
        query.data.logo === undefined ? null : await logoOf(db, uploads, row.ownerId, query.data.logo);
      if (logo === undefined)
        return reply.code(400).send({ status: false, code: 'invalid_parameter', message: 'logo' });
      const options = {
        width: query.data.size,
        margin: query.data.margin,
        // A logo hides modules in the centre; level H restores up to 30 % of them.
        errorCorrectionLevel: logo ? ('H' as const) : ('M' as const),
      };
      reply.header('cache-control', 'private, max-age=300');
      if (query.data.download === '1')
        reply.header('content-disposition', `attachment; filename="${row.fileName}.${match[2]}"`);
      if (match[2] === 'svg') {
        const svg = await QRCode.toString(text, { ...options, type: 'svg' });
        return reply.type('image/svg+xml').send(logo ? svgWithLogo(svg, logo.bytes, logo.mime) : svg);
      }
      const png = await QRCode.toBuffer(text, options);
      return reply
        .type('image/png')
        .send(logo ? pngWithLogo(png, decodePicture(logo.bytes, logo.mime)) : png);
    },
  );
}

/** The owner's picture for a logo, or undefined when it is not theirs, gone, or cannot be a logo. */
async function logoOf(db: Db, uploads: UploadStorage, ownerId: number, imageId: number) {
  const [image] = await ownersImages(db, ownerId, [imageId]);
  if (!image || !canBeLogo(image)) return undefined;
  const bytes = await uploads.get(image.storageKey);
  return bytes ? { bytes, mime: image.mime } : undefined;
}
