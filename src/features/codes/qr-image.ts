/**
 * Sizes offered for a PNG QR image, in pixels: screen, print and large print. The server draws
 * PNGs at most 1024 px wide; a poster takes the SVG, sharp at any size.
 */
export const QR_SIZES = [256, 512, 1024] as const;
export type QrSize = (typeof QR_SIZES)[number];
export const DEFAULT_QR_SIZE: QrSize = 512;

export type QrImageOptions = {
  format?: 'png' | 'svg';
  size?: number;
  margin?: number;
  /** Asks the server for an attachment named after the suffix instead of an inline image. */
  download?: boolean;
  /** A picture of the owner's library drawn in the centre (PNG or JPEG). */
  logo?: number;
};

/**
 * The address of a code's QR image from the signed `qr_url` the server gives
 * (`/qr/<id>.png?k=…`): the server draws it (PNG or SVG, size, margin), so the picture always
 * encodes the code's current link with its scan marker.
 */
export function qrImageUrl(qrUrl: string, options: QrImageOptions = {}): string {
  const [path = '', query = ''] = qrUrl.split('?', 2);
  const params = new URLSearchParams(query);
  if (options.size !== undefined) params.set('size', String(options.size));
  if (options.margin !== undefined) params.set('margin', String(options.margin));
  if (options.download) params.set('download', '1');
  if (options.logo !== undefined) params.set('logo', String(options.logo));
  const base = options.format === 'svg' ? path.replace(/\.png$/, '.svg') : path;
  return `${base}?${params.toString()}`;
}
