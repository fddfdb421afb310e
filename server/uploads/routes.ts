import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageRowSchema, UPLOAD, uploadNameSchema } from '../../contract/areas/images';
import { isStorableText, UNSTORABLE_TEXT } from '../../contract/text';
import type { Actor } from '../auth/sessions';
import type { Db } from '../db/store';
import { admit } from '../http/calls';
import { AppError, invalidParameter } from '../http/errors';
import type { IpGuard } from '../http/ip-guard';
import { recordOperation } from '../http/operation-log';
import type { RateLimiter } from '../ports/rate-limiter';
import {
  createUploadLocator,
  imageRow,
  nameFromFile,
  PICTURE_PREFIX,
  saveUpload,
  storageKeyOf,
} from './library';
import { sniffPicture } from './sniff';
import type { UploadStores } from './storage';

type UploadDeps = {
  db: Db;
  storage: UploadStores;
  ipGuard: IpGuard;
  rateLimiter: RateLimiter;
  serverIp: string;
  now: () => Date;
};

const tooLarge = () => new AppError(413, 'payload_too_large', 'error.upload_too_large');

/**
 * `POST /api/file/add` (SPEC §8): one picture into the caller's image library, guarded like a
 * call (blacklist, session, the `image_configs/add` permission, maintenance) and logged like a
 * write; and `GET /u/<key>.<ext>`, the pictures themselves, on every host.
 */
export async function registerUploads(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD.maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });

  app.post(`/api/${UPLOAD.path}`, async (request) => {
    const actor = (await admit(
      request,
      { access: 'permission', permission: UPLOAD.permission, effect: 'write' },
      deps,
      UPLOAD.path,
    )) as Actor;
    const { file, bytes, name } = await readUpload(request);
    const image = await saveUpload(deps.db, deps.storage, {
      ownerId: actor.userId,
      name: name ?? nameFromFile(file.filename),
      bytes,
    });
    await recordOperation(
      {
        db: deps.db,
        actor,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: deps.now,
      },
      UPLOAD.path,
      { name: image.name, file_name: file.filename, bytes: image.bytes },
      deps.serverIp,
    );
    return {
      status: true,
      data: imageRowSchema.parse(imageRow(image, 0)),
    };
  });

  const locate = createUploadLocator(deps.db);
  app.get<{ Params: { file: string } }>(`${PICTURE_PREFIX}:file`, async (request, reply) => {
    const key = storageKeyOf(request.params.file);
    const at = key ? await locate(key) : null;
    const bytes = key && at ? await deps.storage.get(at, key) : null;
    const picture = bytes ? sniffPicture(bytes) : null;
    if (!bytes || !picture) return reply.code(404).type('text/plain').send('Not found');
    // The key never changes for a file: browsers and CDNs may keep it for good.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(picture.mime)
      .send(bytes);
  });
}

/** The one file part and the optional name field, in either order; too large → 413. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ file: MultipartFile; bytes: Buffer; name?: string }> {
  if (!request.isMultipart()) throw invalidParameter([{ path: 'file', messageKey: 'image.file_required' }]);
  let file: MultipartFile | undefined;
  let bytes: Buffer | undefined;
  let name: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw invalidParameter([{ path: part.fieldname, messageKey: 'error.invalid_parameter' }]);
        file = part;
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'name') {
        const parsed = uploadNameSchema.safeParse(part.value);
        if (!parsed.success) throw invalidParameter([{ path: 'name', messageKey: messageOf(parsed.error) }]);
        name = parsed.data;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    if (error instanceof AppError) throw error;
    // Anything else thrown here comes from reading the body: a multipart stream cut off or malformed.
    throw invalidParameter([{ path: 'file', messageKey: 'image.file_required' }], 'image.file_required');
  }
  if (!file || !bytes || bytes.length === 0)
    throw invalidParameter([{ path: 'file', messageKey: 'image.file_required' }], 'image.file_required');
  // Without a name field the picture is named after its file, which must be storable text too.
  if (!name && !isStorableText(file.filename))
    throw invalidParameter([{ path: 'file', messageKey: UNSTORABLE_TEXT }]);
  return { file, bytes, ...(name ? { name } : {}) };
}

/** A text the name cannot hold keeps its own message; any other refusal says a name is needed. */
function messageOf(error: { issues: { message: string }[] }): string {
  return error.issues.some((issue) => issue.message === UNSTORABLE_TEXT)
    ? UNSTORABLE_TEXT
    : 'image.name_required';
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}
