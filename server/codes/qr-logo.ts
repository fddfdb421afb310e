import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Pixels as RGBA bytes, row by row. */
export type Bitmap = { width: number; height: number; data: Uint8Array };

/**
 * The logo covers at most this share of the code's width. With error correction level H (30 % of
 * the modules may be lost) a fifth of the width — 4 % of the area, plus its white frame — leaves
 * every scanner a wide margin.
 */
export const LOGO_SHARE = 0.2;

/** A picture from the image library as pixels; only PNG and JPEG are drawn into codes. */
export function decodePicture(picture: Uint8Array, mime: string): Bitmap {
  const bytes = asBuffer(picture);
  if (mime === 'image/png') return PNG.sync.read(bytes);
  if (mime === 'image/jpeg') {
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 64 });
    return { width: image.width, height: image.height, data: image.data };
  }
  throw new Error(`cannot draw ${mime}`);
}

/** Where the logo goes: a centred square with a white frame around it, in output pixels. */
export function logoBox(size: number): { frame: number; inner: number; border: number } {
  const frame = Math.round(size * LOGO_SHARE);
  const border = Math.max(2, Math.round(frame * 0.08));
  return { frame, inner: frame - 2 * border, border };
}

/**
 * QR pixels row by row: one byte per pixel (grey) for a plain code, three (RGB) once a logo is
 * drawn. A QR code has no transparency, so no alpha channel is stored or encoded.
 */
export type Raster = { width: number; height: number; channels: 1 | 3; data: Uint8Array };

/**
 * Draws the logo into the centre of an RGB QR raster on a white frame, scaled to fit (area
 * average, so a large photo does not alias) and composited over white where it is transparent.
 */
export function drawLogo(qr: Raster & { channels: 3 }, logo: Bitmap): void {
  const { frame, inner, border } = logoBox(qr.width);
  const left = Math.floor((qr.width - frame) / 2);
  const top = Math.floor((qr.height - frame) / 2);
  for (let y = top; y < top + frame; y++)
    qr.data.fill(255, (y * qr.width + left) * 3, (y * qr.width + left + frame) * 3);
  const scale = Math.max(logo.width, logo.height) / inner;
  const width = Math.max(1, Math.round(logo.width / scale));
  const height = Math.max(1, Math.round(logo.height / scale));
  const x0 = left + border + Math.floor((inner - width) / 2);
  const y0 = top + border + Math.floor((inner - height) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = averageOf(logo, x * scale, y * scale, scale);
      const at = ((y0 + y) * qr.width + (x0 + x)) * 3;
      // Over the white frame: c = c·α + 255·(1 − α).
      qr.data[at] = Math.round(r * a + 255 * (1 - a));
      qr.data[at + 1] = Math.round(g * a + 255 * (1 - a));
      qr.data[at + 2] = Math.round(b * a + 255 * (1 - a));
    }
  }
}

/** The mean colour (alpha-weighted) and alpha of the source square starting at (x, y) with side `side`. */
function averageOf(image: Bitmap, x: number, y: number, side: number): [number, number, number, number] {
  const x1 = Math.min(image.width, Math.max(Math.floor(x) + 1, Math.round(x + side)));
  const y1 = Math.min(image.height, Math.max(Math.floor(y) + 1, Math.round(y + side)));
  let r = 0;
  let g = 0;
  let b = 0;
  let alpha = 0;
  let n = 0;
  for (let sy = Math.floor(y); sy < y1; sy++) {
    for (let sx = Math.floor(x); sx < x1; sx++) {
      const at = (sy * image.width + sx) * 4;
      const a = (image.data[at + 3] as number) / 255;
      r += (image.data[at] as number) * a;
      g += (image.data[at + 1] as number) * a;
      b += (image.data[at + 2] as number) * a;
      alpha += a;
      n++;
    }
  }
  if (alpha === 0) return [255, 255, 255, 0];
  return [r / alpha, g / alpha, b / alpha, alpha / n];
}

/**
 * The same for an SVG code: a white frame and the picture embedded as a data URL (nothing is
 * fetched when the SVG is opened), in the units of the code's viewBox.
 */
export function svgWithLogo(svg: string, picture: Uint8Array, mime: string): string {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!viewBox) return svg;
  const size = Number(viewBox[1]);
  const frame = size * LOGO_SHARE;
  const border = Math.max(frame * 0.08, 0.5);
  const at = (size - frame) / 2;
  const round = (value: number) => Number(value.toFixed(3));
  const overlay =
    `<rect x="${round(at)}" y="${round(at)}" width="${round(frame)}" height="${round(frame)}" fill="#ffffff"/>` +
    `<image x="${round(at + border)}" y="${round(at + border)}" width="${round(frame - 2 * border)}" ` +
    `height="${round(frame - 2 * border)}" preserveAspectRatio="xMidYMid meet" ` +
    `href="data:${mime};base64,${asBuffer(picture).toString('base64')}"/>`;
  return svg.replace('</svg>', `${overlay}</svg>`);
}

/** The same bytes as a Buffer, without a copy (a picture arrives in a worker as a plain array). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
