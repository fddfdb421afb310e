// Draws the default console logo (SPEC §2: `/logo.png`) without any image library: a yellow
// rounded square with a dark QR-like mark. Run `node scripts/make-logo.mjs` to regenerate.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 128;
const YELLOW = [0xf5, 0xca, 0x47];
const INK = [0x1c, 0x21, 0x27];
const RADIUS = 26;

/** 9×9 module mark: three finder squares and a few data modules, the shape of a QR code. */
const MARK = [
  '111010111',
  '101000101',
  '111010111',
  '000101000',
  '110111011',
  '000100000',
  '111011010',
  '101001101',
  '111010011',
];
const MODULE = 10;
const OFFSET = (SIZE - MARK.length * MODULE) / 2;

function insideRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - 1 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - 1 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function pixel(x, y) {
  if (!insideRoundedSquare(x, y)) return [0, 0, 0, 0];
  const column = Math.floor((x - OFFSET) / MODULE);
  const row = Math.floor((y - OFFSET) / MODULE);
  const on = MARK[row]?.[column] === '1';
  return [...(on ? INK : YELLOW), 255];
}

const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
for (let y = 0; y < SIZE; y += 1) {
  raw[y * (SIZE * 4 + 1)] = 0;
  for (let x = 0; x < SIZE; x += 1) {
    Buffer.from(pixel(x, y)).copy(raw, y * (SIZE * 4 + 1) + 1 + x * 4);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8;
header[9] = 6;
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw)),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../public/logo.png', import.meta.url), png);
console.log(`public/logo.png: ${png.length} bytes`);
