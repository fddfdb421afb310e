import jsQR from 'jsqr';
import { type Bitmap, decodePicture } from './qr-logo';

/** The formats the server can turn into pixels; a GIF or WebP upload is refused as unreadable. */
export const DECODABLE_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/**
 * Phone screenshots of a group QR are often 1080–2000 pixels wide; the code itself needs far
 * fewer, and the decoder's time grows with the pixel count. Larger pictures are scaled down first.
 */
const DECODE_MAX_SIDE = 1200;

/**
 * The text of the QR code in a picture, read as a phone camera would (dark on light, or inverted);
 * null when the picture holds none that can be read.
 */
export function decodeQrImage(bytes: Uint8Array, mime: string): string | null {
  const picture = shrink(decodePicture(bytes, mime), DECODE_MAX_SIDE);
  const found = jsQR(
    new Uint8ClampedArray(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength),
    picture.width,
    picture.height,
  );
  return found && found.data !== '' ? found.data : null;
}

/** Scales a picture down by a whole factor (averaging each block) until its longer side fits. */
function shrink(picture: Bitmap, maxSide: number): Bitmap {
  const factor = Math.ceil(Math.max(picture.width, picture.height) / maxSide);
  if (factor <= 1) return picture;
  const width = Math.floor(picture.width / factor);
  const height = Math.floor(picture.height / factor);
  const data = new Uint8Array(width * height * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let dy = 0; dy < factor; dy++) {
        let at = ((y * factor + dy) * picture.width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, at += 4) {
          r += picture.data[at] as number;
          g += picture.data[at + 1] as number;
          b += picture.data[at + 2] as number;
          a += picture.data[at + 3] as number;
        }
      }
      data.set([r / area, g / area, b / area, a / area].map(Math.round), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}
