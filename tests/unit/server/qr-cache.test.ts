import { describe, expect, it } from 'vitest';
import {
  etagMatches,
  type QrCodeFacts,
  QrCodeFactsCache,
  QrImageCache,
  type QrImageParts,
  qrImageEtag,
  qrImageKey,
} from '../../../server/codes/qr-cache';
import { createMemoryBus } from '../../../server/ports/bus';
import { CODES_CHANGED } from '../../../server/redirect/cache';
import { DOMAINS_CHANGED } from '../../../server/redirect/domains';

const parts: QrImageParts = {
  codeId: 7,
  text: 'https://go.example.com/abc?s=marker',
  format: 'png',
  size: 512,
  margin: 2,
  logoKey: null,
};

const bytes = (length: number, fill = 1) => Buffer.alloc(length, fill);

describe('the QR image key', () => {
  it('changes with everything that changes the bytes', () => {
    const key = qrImageKey(parts);
    const variants: Partial<QrImageParts>[] = [
      { codeId: 8 },
      { text: 'https://go.example.com/abd?s=marker' },
      { text: 'https://other.example.com/abc?s=marker' },
      { format: 'svg' },
      { size: 513 },
      { margin: 3 },
      { logoKey: 'AAAAAAAAAAAAAAAAAAAAAA' },
    ];
    const keys = variants.map((change) => qrImageKey({ ...parts, ...change }));
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1);
    expect(qrImageKey({ ...parts })).toBe(key);
  });

  it('gives one quoted entity tag per key', () => {
    const etag = qrImageEtag(qrImageKey(parts));
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(qrImageEtag(qrImageKey(parts))).toBe(etag);
    expect(qrImageEtag(qrImageKey({ ...parts, size: 256 }))).not.toBe(etag);
  });

  it('matches If-None-Match lists, weak tags and the wildcard', () => {
    const etag = '"abc"';
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"abcd"', etag)).toBe(false);
  });
});

describe('the QR image cache', () => {
  it('drops the least recently used images once their bytes pass the budget', () => {
    const cache = new QrImageCache(null, 800);
    for (const key of 'abcdefgh') cache.set(key, 1, bytes(100));
    expect(cache.bytes).toBe(800);
    expect(cache.get('a')).toBeDefined(); // now the most recently used
    cache.set('i', 1, bytes(100));
    expect(cache.get('b')).toBeUndefined();
    expect([...'acdefghi'].every((key) => cache.get(key))).toBe(true);
    expect(cache.bytes).toBe(800);
    cache.set('i', 1, bytes(50)); // replacing counts the new size only
    expect(cache.bytes).toBe(750);
  });

  it('keeps no image larger than an eighth of the budget', () => {
    const cache = new QrImageCache(null, 800);
    cache.set('big', 1, bytes(101));
    cache.set('fits', 1, bytes(100));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('fits')).toBeDefined();
  });

  it('drops a code’s images when the code is announced changed, and every image on a domain change', async () => {
    const bus = createMemoryBus();
    const cache = new QrImageCache(bus);
    cache.set('seven-png', 7, bytes(10));
    cache.set('seven-svg', 7, bytes(10));
    cache.set('eight', 8, bytes(10));
    await bus.publish(CODES_CHANGED, { ids: [7] });
    expect(cache.get('seven-png')).toBeUndefined();
    expect(cache.get('seven-svg')).toBeUndefined();
    expect(cache.get('eight')).toBeDefined();
    expect(cache.bytes).toBe(10);
    await bus.publish(DOMAINS_CHANGED, {});
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.close();
    cache.set('after', 8, bytes(10));
    await bus.publish(DOMAINS_CHANGED, {});
    expect(cache.get('after')).toBeDefined(); // closed: no longer listening
  });

  it('draws an image once for simultaneous requests and answers later ones from memory', async () => {
    const cache = new QrImageCache(null);
    let renders = 0;
    let finish!: (bytes: Buffer) => void;
    const render = () => {
      renders++;
      return new Promise<Buffer>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.obtain('k', 1, render);
    const second = cache.obtain('k', 1, render);
    finish(bytes(5, 9));
    expect(await first).toBe(await second);
    expect(await cache.obtain('k', 1, render)).toEqual(bytes(5, 9));
    expect(renders).toBe(1);
  });

  it('does not keep an image whose code changed while it was drawn, nor a failed render', async () => {
    const cache = new QrImageCache(null);
    let finish!: (bytes: Buffer) => void;
    const drawing = cache.obtain(
      'k',
      1,
      () =>
        new Promise<Buffer>((resolve) => {
          finish = resolve;
        }),
    );
    cache.forgetCodes([1]);
    finish(bytes(5));
    expect(await drawing).toEqual(bytes(5)); // its own request still gets it
    expect(cache.get('k')).toBeUndefined();

    await expect(cache.obtain('k', 1, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.obtain('k', 1, async () => bytes(3))).toEqual(bytes(3));
  });
});

describe('the facts of codes behind QR images', () => {
  const facts: QrCodeFacts = { fileName: 'abc', host: null, ownerId: 3 };

  it('asks the database once per code until the code or a domain is announced changed', async () => {
    const bus = createMemoryBus();
    const cache = new QrCodeFactsCache(bus);
    const loads: number[] = [];
    const load = async (id: number) => {
      loads.push(id);
      return id === 404 ? null : { ...facts, fileName: `s${id}` };
    };
    expect(await cache.get(1, load)).toMatchObject({ fileName: 's1' });
    await cache.get(1, load);
    await cache.get(2, load);
    expect(await cache.get(404, load)).toBeNull();
    expect(await cache.get(404, load)).toBeNull(); // an unknown code is not remembered
    expect(loads).toEqual([1, 2, 404, 404]);
    await bus.publish(CODES_CHANGED, { ids: [1] });
    await cache.get(1, load);
    await cache.get(2, load);
    expect(loads).toEqual([1, 2, 404, 404, 1]);
    await bus.publish(DOMAINS_CHANGED, {});
    await cache.get(2, load);
    expect(loads).toEqual([1, 2, 404, 404, 1, 2]);
    cache.close();
  });

  it('does not keep facts read before a change and loaded after it', async () => {
    const cache = new QrCodeFactsCache(null);
    let finish!: (facts: QrCodeFacts) => void;
    const loading = cache.get(
      1,
      () =>
        new Promise<QrCodeFacts>((resolve) => {
          finish = resolve;
        }),
    );
    cache.forgetCodes([1]);
    finish({ ...facts, fileName: 'old' });
    expect(await loading).toMatchObject({ fileName: 'old' });
    expect(await cache.get(1, async () => ({ ...facts, fileName: 'new' }))).toMatchObject({
      fileName: 'new',
    });
  });
});
