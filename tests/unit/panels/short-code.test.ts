import { describe, expect, it } from 'vitest';
import {
  checkEntryPage,
  checkShorten,
  shortenInput,
  shortLinkName,
} from '../../../src/panels/short_code/shorten';

const values = (patch: Partial<{ url: string; name: string; fileName: string }> = {}) => ({
  url: 'https://shop.example.com/spring?utm=qr',
  name: '',
  fileName: '',
  ...patch,
});

describe('shortening a link', () => {
  it('asks for a safe http(s) link and a well-formed suffix', () => {
    expect(checkShorten(values())).toEqual({});
    expect(checkShorten(values({ url: '  ' }))).toEqual({ url: 'codes.url_required' });
    expect(checkShorten(values({ url: 'javascript:alert(1)' }))).toEqual({ url: 'code.url_scheme' });
    expect(checkShorten(values({ fileName: 'a b' }))).toEqual({ fileName: 'code.file_name_format' });
    expect(checkShorten(values({ fileName: 'spring-2026_a' }))).toEqual({});
  });

  it('names the link after its host unless named, and sends one destination on the short domain', () => {
    expect(shortLinkName(values())).toBe('shop.example.com');
    expect(shortLinkName(values({ name: '  春季上新 ' }))).toBe('春季上新');
    expect(shortenInput(values({ fileName: ' spring ' }), 7)).toEqual({
      name: 'shop.example.com',
      domain_id: 7,
      file_name: 'spring',
      destinations: [{ url: 'https://shop.example.com/spring?utm=qr' }],
    });
    expect(shortenInput(values(), 7)).not.toHaveProperty('file_name');
  });

  it('accepts an empty entry page (the bare domain is then not found) or a safe link only', () => {
    expect(checkEntryPage('')).toBeNull();
    expect(checkEntryPage(' https://shop.example.com/ ')).toBeNull();
    expect(checkEntryPage('data:text/html,hi')).toBe('code.url_scheme');
  });
});
