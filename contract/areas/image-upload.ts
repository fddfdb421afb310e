/**
 * Uploads (SPEC §4 image destinations, §8 `api/file/add`): pictures only, checked by their bytes,
 * never by the name or type the browser claims. SVG is refused: it can carry script. Kept apart
 * from the call schemas so the console's API client can name the upload path without loading them.
 */
export const UPLOAD = {
  /** `POST /api/file/add`, multipart with one `file` part and an optional `name` field. */
  path: 'file/add',
  /** The button permission that allows uploading. */
  permission: 'image_configs/add',
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  /** Larger pictures would be a poster, not a WeChat group QR or a logo. */
  maxPixels: 4096,
} as const;

export type UploadMime = (typeof UPLOAD.mimeTypes)[number];
