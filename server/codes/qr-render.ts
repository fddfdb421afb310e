import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { decodePicture, drawLogo, type Raster, svgWithLogo } from './qr-logo';

/**
 * The largest PNG drawn, in pixels. A QR code of a link has 25–45 modules, so 1024 px gives every
 * module 20 px or more: sharp on any poster, and sharper still when scaled up by a printer.
 * Larger PNGs only cost time (drawing and encoding grow with the area: 2048 px took four times
 * 1024's); a PNG asked for larger is drawn at this size. SVG is vector and costs the same at any
 * size.
 */
export const PNG_MAX_PIXELS = 1024;

/** One QR image to draw: everything that decides its bytes. */
export type RenderJob = {
  /** What the code encodes: the code's public address with its scan marker. */
  text: string;
  format: 'png' | 'svg';
  /** The width asked for, in pixels; a PNG is drawn at most `PNG_MAX_PIXELS` wide. */
  size: number;
  /** The quiet zone around the code, in modules. */
  margin: number;
  /** A picture of the owner's library drawn in the centre (PNG or JPEG bytes). */
  logo: { bytes: Uint8Array; mime: string } | null;
};

/** The width a PNG asked at `size` pixels is drawn at. */
export function pngWidth(size: number): number {
  return Math.min(size, PNG_MAX_PIXELS);
}

/**
 * Draws a QR image. CPU-bound (tens of milliseconds for a large PNG with a logo): the server
 * calls it in a worker thread, never on the thread that answers visitors.
 */
export async function renderQr(job: RenderJob): Promise<Uint8Array> {
  // A logo hides modules in the centre; level H restores up to 30 % of them.
  const errorCorrectionLevel = job.logo ? 'H' : 'M';
  if (job.format === 'svg') {
    const svg = await QRCode.toString(job.text, {
      type: 'svg',
      width: job.size,
      margin: job.margin,
      errorCorrectionLevel,
    });
    return Buffer.from(job.logo ? svgWithLogo(svg, job.logo.bytes, job.logo.mime) : svg);
  }
  const { modules } = QRCode.create(job.text, { errorCorrectionLevel });
  const raster = rasterOf(modules, pngWidth(job.size), job.margin, job.logo ? 3 : 1);
  if (job.logo) drawLogo(raster as Raster & { channels: 3 }, decodePicture(job.logo.bytes, job.logo.mime));
  return encodePng(raster);
}

/**
 * The modules as black on white pixels, exactly as the qrcode library's own PNG renderer places
 * them (same scale, rounding and fallback when the width is too small for the modules), but in
 * one or three bytes per pixel instead of four.
 */
export function rasterOf(
  modules: { size: number; data: Uint8Array },
  width: number,
  margin: number,
  channels: 1 | 3,
): Raster {
  const { size, data } = modules;
  const scale = width >= size + margin * 2 ? width / (size + margin * 2) : 4;
  const side = Math.floor((size + margin * 2) * scale);
  const scaledMargin = margin * scale;
  const pixels = new Uint8Array(side * side * channels).fill(255);
  for (let i = 0; i < side; i++) {
    if (i < scaledMargin || i >= side - scaledMargin) continue;
    const row = Math.floor((i - scaledMargin) / scale) * size;
    for (let j = 0; j < side; j++) {
      if (j < scaledMargin || j >= side - scaledMargin) continue;
      if (!data[row + Math.floor((j - scaledMargin) / scale)]) continue;
      const at = (i * side + j) * channels;
      pixels.fill(0, at, at + channels);
    }
  }
  return { width: side, height: side, channels, data: pixels };
}

/**
 * PNG of a raster, grey or RGB as it is. Every row of a QR code repeats the row above it, so the
 * "up" filter alone turns most rows into zeros — smaller and several times faster than letting
 * the encoder try all five filters on every row.
 */
export function encodePng(raster: Raster): Buffer {
  const colorType = raster.channels === 1 ? 0 : 2;
  // The encoder reads only width, height and data: no PNG object (and its RGBA buffer) is made.
  const image = {
    width: raster.width,
    height: raster.height,
    data: Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength),
  } as PNG;
  return PNG.sync.write(image, {
    colorType,
    inputColorType: colorType,
    inputHasAlpha: false,
    filterType: 2,
    deflateLevel: 6,
  });
}
