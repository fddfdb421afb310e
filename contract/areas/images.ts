import { z } from 'zod';
import { call, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { text } from '../text';
import { UPLOAD, type UploadMime } from './image-upload';

export { UPLOAD, type UploadMime } from './image-upload';

/** QR logos are drawn into PNGs on the server, which decodes these two formats. */
export const LOGO_MIME_TYPES: readonly UploadMime[] = ['image/png', 'image/jpeg'];
/** A logo fills a fifth of the code at most: larger pictures only cost decoding time. */
export const LOGO_MAX_PIXELS = 1024;

/** Whether a library picture can be drawn into a QR code's centre. */
export function canBeLogo(image: { mime: string; width: number; height: number }): boolean {
  return (
    (LOGO_MIME_TYPES as readonly string[]).includes(image.mime) &&
    image.width <= LOGO_MAX_PIXELS &&
    image.height <= LOGO_MAX_PIXELS
  );
}

const imageName = text().trim().min(1, 'image.name_required').max(80);

export const imageRowSchema = z.object({
  id: z.int(),
  name: text(),
  /** Where the picture is served: on the console host and on every entry or short domain. */
  url: text(),
  mime: text(),
  bytes: z.int(),
  width: z.int(),
  height: z.int(),
  /** Live (not retired) code destinations and picture-list pictures showing it: such an image cannot be deleted. */
  used_by: z.int(),
  created_at: isoTime,
});

export const imageCalls = prefixed('image_configs', {
  inquire: call({
    summary: 'The caller’s image library, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: text().trim().max(80).optional(), ...pageInput }),
    output: paged(imageRowSchema),
  }),
  update: call({
    summary: 'Rename an image',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, name: imageName }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete images no code destination shows',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(200) }),
    output: noOutput,
  }),
});

/** The optional `name` field of an upload; the file's own name is used when it is absent. */
export const uploadNameSchema = imageName.optional();
