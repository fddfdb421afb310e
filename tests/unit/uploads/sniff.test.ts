import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { imagePath, nameFromFile, storageKeyOf } from '../../../server/uploads/library';
import { sniffPicture } from '../../../server/uploads/sniff';

const png = (width: number, height: number) => PNG.sync.write(new PNG({ width, height }));

/** A GIF header: signature, logical screen width and height (little-endian). */
function gif(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(13);
  bytes.write('GIF89a', 0, 'latin1');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}

/** A WebP container with one chunk of the given kind, sized as that kind stores it. */
function webp(kind: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(kind, 12, 'latin1');
  if (kind === 'VP8X') {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  } else if (kind === 'VP8L') {
    bytes[20] = 0x2f;
    bytes.writeUInt32LE(((height - 1) << 14) | (width - 1), 21);
  } else {
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  }
  return bytes;
}

describe('sniffPicture', () => {
  it('reads the kind and size of PNG, JPEG, GIF and every WebP flavour from the bytes', () => {
    expect(sniffPicture(png(120, 45))).toEqual({ mime: 'image/png', width: 120, height: 45 });
    const photo = jpeg.encode({ data: Buffer.alloc(33 * 17 * 4, 200), width: 33, height: 17 }, 90).data;
    expect(sniffPicture(photo)).toEqual({ mime: 'image/jpeg', width: 33, height: 17 });
    expect(sniffPicture(gif(640, 480))).toEqual({ mime: 'image/gif', width: 640, height: 480 });
    expect(sniffPicture(webp('VP8X', 3000, 2000))).toEqual({ mime: 'image/webp', width: 3000, height: 2000 });
    expect(sniffPicture(webp('VP8L', 77, 99))).toEqual({ mime: 'image/webp', width: 77, height: 99 });
    expect(sniffPicture(webp('VP8 ', 320, 240))).toEqual({ mime: 'image/webp', width: 320, height: 240 });
  });

  it('refuses script, SVG, truncated pictures and pictures without pixels', () => {
    expect(sniffPicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(sniffPicture(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffPicture(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffPicture(png(10, 10).subarray(0, 20))).toBeNull();
    expect(sniffPicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeNull();
    expect(sniffPicture(gif(0, 10))).toBeNull();
    expect(sniffPicture(Buffer.alloc(0))).toBeNull();
  });
});

describe('picture addresses', () => {
  it('serves a picture under its random key and reads the key back only from a well-formed name', () => {
    const key = 'Ab-_0123456789abcdefghi'.slice(0, 22);
    expect(imagePath({ storageKey: key, mime: 'image/jpeg' })).toBe(`/u/${key}.jpg`);
    expect(storageKeyOf(`${key}.jpg`)).toBe(key);
    for (const bad of [`${key}.svg`, `../${key}.png`, `${key}`, 'short.png', `${key}.png/x`]) {
      expect(storageKeyOf(bad)).toBeNull();
    }
  });

  it('names an upload after its file, without folders or extension', () => {
    expect(nameFromFile('C:\\Users\\me\\群二维码.final.png')).toBe('群二维码.final');
    expect(nameFromFile('/tmp/.png')).toBe('.png');
    expect(nameFromFile('')).toBe('image');
  });
});
