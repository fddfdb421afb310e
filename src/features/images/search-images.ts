import { canBeLogo, UPLOAD } from '../../../contract/areas/images';
import { api } from '../../core/api/api';
import type { UploadedImage } from '../../core/api/client';
import { translate } from '../../core/i18n/intl';
import { canCall } from '../../core/permissions/use-can';

export type LibraryImage = UploadedImage;

/** A picture as a picker holds it: enough to show it; the size is known for library rows. */
export type ImageRef = Pick<LibraryImage, 'id' | 'name' | 'url'> &
  Partial<Pick<LibraryImage, 'width' | 'height'>>;

/** How many pictures a picker offers for one search. */
const IMAGE_SEARCH_LIMIT = 20;

/** The caller's pictures whose name contains the text, newest first; nothing without the library. */
export async function searchImages(keyword: string): Promise<LibraryImage[]> {
  if (!canCall('image_configs/inquire')) return [];
  const page = await api.call('image_configs/inquire', {
    keyword: keyword.trim() || undefined,
    page: 1,
    page_size: IMAGE_SEARCH_LIMIT,
  });
  return page.list;
}

/** Logos offered at once: a library rarely holds more pictures fit for a QR's centre. */
const LOGO_LIMIT = 100;

/** The caller's newest pictures the server can draw into a QR code's centre (PNG or JPEG, not huge). */
export async function listLogos(): Promise<LibraryImage[]> {
  if (!canCall('image_configs/inquire')) return [];
  const page = await api.call('image_configs/inquire', { page: 1, page_size: LOGO_LIMIT });
  return page.list.filter(canBeLogo);
}

/**
 * Why a file cannot be uploaded, said before it is sent (the server checks again, by its bytes):
 * too large, or not a kind of picture the library keeps. Null when it may go.
 */
export function uploadRefusal(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > UPLOAD.maxBytes) return translate('error.upload_too_large');
  if (file.type !== '' && !(UPLOAD.mimeTypes as readonly string[]).includes(file.type))
    return translate('image.not_picture');
  return null;
}

/** `1.4 MB`, `820 KB`: a file size as people read it. */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'KB');
  return format(bytes, 'B');
}
