import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a QR PNG encodes, read back the way a phone camera would. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
