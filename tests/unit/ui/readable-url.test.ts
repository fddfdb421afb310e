import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { destinationUrlSchema } from '../../../contract/areas/codes';
import { calls } from '../../../contract/calls';
import { asciiUrl, asciiUrlTemplate, hasHiddenCharacter } from '../../../contract/rules';
import { readableUrl } from '../../../src/ui/readable-url';

/** Escapes differ only in the case of their hex digits: the same bytes. */
const sameEscapes = (url: string) => url.replace(/%[0-9a-f]{2}/gi, (hex) => hex.toUpperCase());

const typedUrl = fc
  .record({
    scheme: fc.constantFrom('http', 'https'),
    host: fc.oneof(fc.domain(), fc.constantFrom('例子.com', 'пример.рф', 'münchen.de:8080', '[::1]')),
    path: fc.array(fc.string({ unit: 'grapheme', maxLength: 10 }), { maxLength: 4 }),
    query: fc.option(fc.string({ unit: 'grapheme', maxLength: 10 })),
  })
  .map(
    ({ scheme, host, path, query }) =>
      `${scheme}://${host}/${path.join('/')}${query === null ? '' : `?${query}`}`,
  );

describe('URLs stored in ASCII, read by people', () => {
  it('stores a Chinese host, path, query and fragment in ASCII and reads them back', () => {
    const ascii = destinationUrlSchema.parse(' https://例子.com/路径?名字=值#片段 ');
    expect(ascii).toBe(
      'https://xn--fsqu00a.com/%E8%B7%AF%E5%BE%84?%E5%90%8D%E5%AD%97=%E5%80%BC#%E7%89%87%E6%AE%B5',
    );
    expect(readableUrl(ascii)).toBe('https://例子.com/路径?名字=值#片段');
  });

  it('keeps escapes of ASCII and of invisible characters when reading', () => {
    expect(readableUrl('https://example.com/a%20b%2Fc')).toBe('https://example.com/a%20b%2Fc');
    expect(readableUrl('https://example.com/%E2%80%AEexe')).toBe('https://example.com/%E2%80%AEexe');
    expect(readableUrl('https://example.com/%E8%B7')).toBe('https://example.com/%E8%B7');
    expect(readableUrl('not a url')).toBe('not a url');
  });

  it('refuses control and text-direction characters', () => {
    for (const hidden of ['\u202E', '\u200F', '\u0085', '\u007F', '\u2066', '\uFEFF'])
      expect(destinationUrlSchema.safeParse(`https://example.com/${hidden}x`).error?.issues[0]?.message).toBe(
        'code.url_hidden_character',
      );
  });

  it('leaves the placeholders of a service template where they were written', () => {
    expect(asciiUrlTemplate('https://检查.example/查询/{url}?key={secret}&q=值')).toBe(
      'https://xn--jvvxs.example/%E6%9F%A5%E8%AF%A2/{url}?key={secret}&q=%E5%80%BC',
    );
    const saved = calls['url_key_platform/save'].input.parse({
      platform: 'checker',
      title: 'Checker',
      url: 'https://检查.example/查询/{url}',
      enabled: true,
    });
    expect(saved.url).toBe('https://xn--jvvxs.example/%E6%9F%A5%E8%AF%A2/{url}');
  });

  test.prop([typedUrl])(
    'stores any accepted URL in visible ASCII, and its readable form saves to it again',
    (typed) => {
      const stored = destinationUrlSchema.safeParse(typed);
      if (!stored.success) return;
      expect(stored.data).toMatch(/^[\x21-\x7e]+$/);
      expect(asciiUrl(stored.data)).toBe(stored.data);
      const readable = readableUrl(stored.data);
      expect(hasHiddenCharacter(readable)).toBe(false);
      expect(sameEscapes(destinationUrlSchema.parse(readable))).toBe(sameEscapes(stored.data));
    },
  );
});
