import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { PNG_MAX_PIXELS, pngWidth, renderQr } from '../../../server/codes/qr-render';
import { decodeQrPng } from '../../support/qr';

const text = 'https://go.example.com/abc123?s=Zk3q9xYt';

function logoPng(rgb: [number, number, number]): Uint8Array {
  const image = new PNG({ width: 300, height: 200 });
  for (let at = 0; at < image.data.length; at += 4) image.data.set([...rgb, 255], at);
  return PNG.sync.write(image);
}

describe('the QR size cap', () => {
  it('draws a PNG at most 1024 pixels wide and leaves smaller sizes as asked', () => {
    expect(PNG_MAX_PIXELS).toBe(1024);
    expect(pngWidth(64)).toBe(64);
    expect(pngWidth(1024)).toBe(1024);
    expect(pngWidth(1025)).toBe(1024);
    expect(pngWidth(2048)).toBe(1024);
  });

  it('draws a PNG asked larger than the cap at the cap', async () => {
    const png = PNG.sync.read(
      Buffer.from(await renderQr({ text, format: 'png', size: 2048, margin: 2, logo: null })),
    );
    expect([png.width, png.height]).toEqual([1024, 1024]);
  });

  it('leaves an SVG at the size asked: it costs the same at any size', async () => {
    const svg = Buffer.from(
      await renderQr({ text, format: 'svg', size: 2048, margin: 2, logo: null }),
    ).toString();
    expect(svg).toContain('width="2048"');
  });
});

describe('drawing a QR image', () => {
  it('places the modules exactly as the qrcode library’s own PNG renderer', async () => {
    for (const [size, margin] of [
      [512, 2],
      [300, 0],
      [64, 16], // too small for the modules: the library's fallback scale
    ] as const) {
      const ours = PNG.sync.read(
        Buffer.from(await renderQr({ text, format: 'png', size, margin, logo: null })),
      );
      const theirs = PNG.sync.read(
        await QRCode.toBuffer(text, { width: size, margin, errorCorrectionLevel: 'M' }),
      );
      expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
      expect(Buffer.compare(ours.data, theirs.data)).toBe(0);
    }
  });

  it('draws a logo into the centre and the code still scans', async () => {
    const bytes = await renderQr({
      text,
      format: 'png',
      size: 400,
      margin: 2,
      logo: { bytes: logoPng([7, 193, 96]), mime: 'image/png' },
    });
    expect(decodeQrPng(Buffer.from(bytes))).toBe(text);
    const image = PNG.sync.read(Buffer.from(bytes));
    const centre = (200 * image.width + 200) * 4;
    expect([...image.data.subarray(centre, centre + 3)]).toEqual([7, 193, 96]);
  });

  it('embeds the logo into an SVG as a data address', async () => {
    const svg = Buffer.from(
      await renderQr({
        text,
        format: 'svg',
        size: 512,
        margin: 2,
        logo: { bytes: logoPng([1, 2, 3]), mime: 'image/png' },
      }),
    ).toString();
    expect(svg).toContain('href="data:image/png;base64,');
  });
});
