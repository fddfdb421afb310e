import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canBeLogo } from '../../contract/areas/images';
import type { Locale } from '../../contract/enums';
import type { Config } from '../config';
import { codes, domains } from '../db/schema';
import type { Db } from '../db/store';
import { translate } from '../i18n';
import type { Bus } from '../ports/bus';
import type { RateLimiter } from '../ports/rate-limiter';
import { isScanMarker } from '../redirect/scan-marker';
import type { PublicAddress } from '../settings/public-address';
import { ownersImages } from '../uploads/library';
import { storedAt, type UploadStores } from '../uploads/storage';
import { codeUrl, scanUrl } from './links';
import {
  etagMatches,
  type QrCodeFacts,
  QrCodeFactsCache,
  QrImageCache,
  qrImageEtag,
  qrImageKey,
} from './qr-cache';
import { defaultRenderThreads, RenderPool, RenderQueueFull } from './qr-pool';
import { pngWidth } from './qr-render';

/** The largest id of a 32-bit serial: a larger one is refused here, not by the database with a 500. */
const MAX_ID = 2_147_483_647;

const querySchema = z.object({
  k: z.string().max(64),
  /** PNGs asked wider than `PNG_MAX_PIXELS` are drawn at that width; SVG is drawn as asked. */
  size: z.coerce.number().int().min(64).max(2048).default(512),
  margin: z.coerce.number().int().min(0).max(16).default(2),
  download: z.enum(['0', '1']).default('0'),
  /** An image of the code owner's library drawn in the centre (PNG or JPEG); ids are 32-bit serials. */
  logo: z.coerce.number().int().min(1).max(MAX_ID).optional(),
});

/**
 * QR images asked per address and minute, cached or drawn (as many as the share-page guessing
 * limit): a person previewing and downloading codes asks a few; more is a script, which is told
 * to come back later.
 */
export const QR_RATE_LIMIT = { max: 60, windowSeconds: 60 };
/** Renders that may wait for a render thread; one more is answered 503 at once. */
export const QR_RENDER_QUEUE = 8;
/**
 * A render thread taking longer than this is ended (the slowest image takes well under a second,
 * the largest picture to read about a second).
 */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * The process's picture threads: QR images drawn for `/qr/…` and uploaded QR pictures read for
 * `add_images`. Threads start on first use; the caller closes the pool when the server stops.
 */
export function createPictureThreads(threads = defaultRenderThreads()): RenderPool {
  return new RenderPool({ threads, queueLimit: QR_RENDER_QUEUE, timeoutMs: RENDER_TIMEOUT_MS });
}
/** When to ask again after a 503: about the time the queue takes to drain. */
const BUSY_RETRY_SECONDS = 2;
/**
 * Browsers keep an image five minutes, then revalidate with its ETag (a 304 costs no drawing).
 * Private: the address carries the code's signature.
 */
const CACHE_CONTROL = 'private, max-age=300';

export type QrImageDeps = {
  db: Db;
  config: Pick<Config, 'masterKey'>;
  /** QR codes carry the installation's public address, whoever asks for the image. */
  publicAddress: Pick<PublicAddress, 'origin'>;
  uploads: UploadStores;
  bus: Bus;
  rateLimiter: RateLimiter;
  /** The picture threads that draw the images (shared with reading uploaded QR pictures). */
  pool: RenderPool;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The QR images drawn and kept in memory; tests read what it holds. */
    qrImages: QrImageCache;
  }
}

/** The stored logo vanished between the lookup and the render. */
class LogoMissing extends Error {}

/**
 * QR images of codes, made here (no third-party image service): `GET /qr/<id>.png|svg?k=…`. The
 * `k` signature is the code's scan marker, so images cannot be fetched by counting ids; the image
 * encodes the code's address with that marker, which scan-only codes require.
 *
 * Drawing is CPU work the thread that answers visitors must never do: images are drawn on a small
 * pool of render threads with a bounded queue (503 + Retry-After when it is full), kept in a
 * memory cache (dropped when the code or a domain changes), validated by ETag, and each address
 * may ask `QR_RATE_LIMIT` a minute (429 + Retry-After).
 */
export function registerQrImages(app: FastifyInstance, deps: QrImageDeps): void {
  const { db, config, uploads, rateLimiter } = deps;
  const { masterKey } = config;
  const { pool } = deps;
  const cache = new QrImageCache(deps.bus);
  const facts = new QrCodeFactsCache(deps.bus);
  app.decorate('qrImages', cache);
  app.addHook('onClose', async () => {
    cache.close();
    facts.close();
  });

  app.get<{ Params: { file: string }; Querystring: Record<string, string> }>(
    '/qr/:file',
    async (request, reply) => {
      // First of all: a flood from one address costs as little as a refusal can.
      if (!(await rateLimiter.hit(`qr:${request.ip}`, QR_RATE_LIMIT.max, QR_RATE_LIMIT.windowSeconds)))
        return comeBackLater(request, reply, 429, QR_RATE_LIMIT.windowSeconds);
      const match = /^(\d{1,10})\.(png|svg)$/.exec(request.params.file);
      const query = querySchema.safeParse(request.query);
      if (!match || !query.success || Number(match[1]) > MAX_ID)
        return reply.code(400).send({ status: false, code: 'invalid_parameter', message: 'invalid' });
      const codeId = Number(match[1]);
      const format = match[2] as 'png' | 'svg';
      if (!isScanMarker(masterKey, codeId, query.data.k))
        return reply.code(404).send({ status: false, code: 'not_found', message: 'not found' });
      const row = await facts.get(codeId, (id) => codeFacts(db, id));
      if (!row) return reply.code(404).send({ status: false, code: 'not_found', message: 'not found' });
      const logo = query.data.logo === undefined ? null : await logoOf(db, row.ownerId, query.data.logo);
      if (logo === undefined) return logoRefused(reply);
      const text = scanUrl(
        codeUrl(deps.publicAddress.origin(request), row.host, row.fileName),
        masterKey,
        codeId,
      );
      const size = format === 'png' ? pngWidth(query.data.size) : query.data.size;
      const { margin } = query.data;
      const key = qrImageKey({ codeId, text, format, size, margin, logoKey: logo?.storageKey ?? null });
      const etag = qrImageEtag(key);
      if (etagMatches(request.headers['if-none-match'], etag))
        return reply.code(304).header('cache-control', CACHE_CONTROL).header('etag', etag).send();
      let bytes: Buffer;
      try {
        bytes = await cache.obtain(key, codeId, async () => {
          // Refused before the picture is read: a full queue must cost as little as possible.
          if (!pool.accepting) throw new RenderQueueFull();
          const picture = logo ? await uploads.get(logo.at, logo.storageKey) : null;
          if (logo && !picture) throw new LogoMissing();
          const drawn = await pool.render({
            text,
            format,
            size,
            margin,
            logo: logo && picture ? { bytes: picture, mime: logo.mime } : null,
          });
          return Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength);
        });
      } catch (error) {
        if (error instanceof LogoMissing) return logoRefused(reply);
        if (!(error instanceof RenderQueueFull)) throw error;
        return comeBackLater(request, reply, 503, BUSY_RETRY_SECONDS);
      }
      if (query.data.download === '1')
        reply.header('content-disposition', `attachment; filename="${row.fileName}.${format}"`);
      return reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .type(format === 'svg' ? 'image/svg+xml' : 'image/png')
        .send(bytes);
    },
  );
}

/**
 * 429 (this address asked too often) or 503 (every render thread is busy and the queue full),
 * with the seconds after which asking again makes sense. The envelope's code is `rate_limited`
 * for both: to the caller it is the same "too many requests, try later".
 */
function comeBackLater(request: FastifyRequest, reply: FastifyReply, status: 429 | 503, seconds: number) {
  return reply
    .code(status)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .send({ status: false, code: 'rate_limited', message: tooManyMessage(request.locale) });
}

const tooManyMessages = new Map<Locale, string>();

/** Translated once per language: formatting it again for each refusal of a flood costs ~50 µs. */
function tooManyMessage(locale: Locale): string {
  let message = tooManyMessages.get(locale);
  if (message === undefined) {
    message = translate(locale, 'error.rate_limited');
    tooManyMessages.set(locale, message);
  }
  return message;
}

function logoRefused(reply: FastifyReply) {
  return reply.code(400).send({ status: false, code: 'invalid_parameter', message: 'logo' });
}

async function codeFacts(db: Db, codeId: number): Promise<QrCodeFacts | null> {
  const [row] = await db
    .select({ fileName: codes.fileName, host: domains.host, ownerId: codes.ownerId })
    .from(codes)
    .leftJoin(domains, eq(domains.id, codes.domainId))
    .where(eq(codes.id, codeId));
  return row ?? null;
}

/** The owner's picture for a logo, or undefined when it is not theirs, gone, or cannot be a logo. */
async function logoOf(db: Db, ownerId: number, imageId: number) {
  const [image] = await ownersImages(db, ownerId, [imageId]);
  if (!image || !canBeLogo(image)) return undefined;
  return { storageKey: image.storageKey, mime: image.mime, at: storedAt(image) };
}
