import type { UploadMime } from '../../contract/areas/images';

export type PictureInfo = { mime: UploadMime; width: number; height: number };

/**
 * What a file really is, read from its bytes: PNG, JPEG, GIF or WebP with its size in pixels, or
 * null for anything else (SVG, HTML, a renamed executable, a truncated picture). The browser's
 * claimed type and the file name are never trusted.
 */
export function sniffPicture(bytes: Buffer): PictureInfo | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (
    bytes
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return gif(bytes);
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return webp(bytes);
  return null;
}

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

const sized = (mime: UploadMime, width: number, height: number): PictureInfo | null =>
  width > 0 && height > 0 ? { mime, width, height } : null;

function png(bytes: Buffer): PictureInfo | null {
  // The IHDR chunk always comes first: length, "IHDR", width, height.
  if (bytes.length < 24 || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return sized('image/png', bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

function gif(bytes: Buffer): PictureInfo | null {
  if (bytes.length < 10) return null;
  return sized('image/gif', bytes.readUInt16LE(6), bytes.readUInt16LE(8));
}

/** Start-of-frame markers (baseline, progressive, lossless…), which carry the picture's size. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Buffer): PictureInfo | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    // Fill bytes and markers without a length (restart markers, TEM) stand alone.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (JPEG_FRAMES.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return sized('image/jpeg', bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webp(bytes: Buffer): PictureInfo | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return sized('image/webp', bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ')
    return sized('image/webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  return null;
}
