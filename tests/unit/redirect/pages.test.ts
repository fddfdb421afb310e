import { describe, expect, it } from 'vitest';
import { isSafeDestinationUrl } from '../../../contract/rules';
import { imagePage, jumpPage, noticePage } from '../../../server/redirect/pages';
import { isScanMarker, scanMarker } from '../../../server/redirect/scan-marker';

const text = { title: 'Group <b>', lang: 'zh-CN', openLabel: 'Open' };
const HOSTILE = [
  'https://example.com/"><script>alert(1)</script>',
  "https://example.com/';alert(1);//",
  'https://example.com/</script><script>alert(1)</script>',
  'https://example.com/?q=\u2028alert(1)',
  'https://example.com/#"onmouseover="alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template payload is the point
  'https://example.com/`${alert(1)}`',
];

/** The visible markup with every script body blanked: what remains must hold no live tag from the URL. */
function markupOutsideScripts(html: string): string {
  return html.replace(/<script nonce="[^"]+">[\s\S]*?<\/script>/g, '<script></script>');
}

describe('jump pages', () => {
  it('answers type 5 with a 302 and no body', () => {
    expect(jumpPage(5, 'https://example.com/a', text)).toEqual({
      status: 302,
      headers: { location: 'https://example.com/a', 'cache-control': 'no-store' },
      body: '',
    });
  });

  it.each([1, 2, 3, 4])('type %i sends the visitor on and forbids caching and foreign script', (jumpType) => {
    const page = jumpPage(jumpType, 'https://example.com/landing?a=1&b=2', text);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(page.body).toContain('https://example.com/landing?a=1&amp;b=2');
    expect(page.body).toContain('<title>Group &lt;b&gt;</title>');
  });

  it('uses the method of each type', () => {
    expect(jumpPage(1, 'https://e.com/', text).body).toContain('location.replace("https://e.com/")');
    expect(jumpPage(2, 'https://e.com/', text).body).toContain(
      '<meta http-equiv="refresh" content="0;url=https://e.com/">',
    );
    expect(jumpPage(3, 'https://e.com/', text).body).toContain('location.href="https://e.com/"');
    expect(jumpPage(4, 'https://e.com/', text).body).toContain('target="_blank"');
  });

  it.each(HOSTILE)('cannot be broken out of by %s', (url) => {
    for (const jumpType of [1, 2, 3, 4]) {
      const { body } = jumpPage(jumpType, url, text);
      const scripts = body.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
      // Only our own script element, with our nonce, and nothing after the string literal ends.
      expect(scripts.length).toBeLessThanOrEqual(1);
      for (const element of scripts) expect(element).toMatch(/^<script nonce="[^"]+">[a-z.]+(\(|=)"/i);
      expect(markupOutsideScripts(body)).not.toMatch(/<script>alert|onmouseover="alert/);
      // A raw line separator would end a JavaScript string literal in older engines.
      for (const element of scripts) expect(element).not.toContain('\u2028');
    }
  });
});

describe('image and notice pages', () => {
  it('escapes the title and image address', () => {
    const page = imagePage('https://cdn.example.com/q.png?"x', { ...text, hint: 'Long-press <to> scan' });
    expect(page.body).toContain('src="https://cdn.example.com/q.png?&quot;x"');
    expect(page.body).toContain('Long-press &lt;to&gt; scan');
    const notice = noticePage(403, {
      title: 'Closed',
      lang: 'en-US',
      message: '<img src=x onerror=alert(1)>',
    });
    expect(notice.status).toBe(403);
    expect(notice.body).not.toContain('<img src=x');
  });
});

describe('destination URLs', () => {
  it.each(['https://example.com', 'http://a.b/c?d=e#f', 'https://例子.中国/路径'])('accepts %s', (url) => {
    expect(isSafeDestinationUrl(url)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//example.com/path',
    'https://',
    'https://exa mple.com',
    'https://example.com/\nSet-Cookie: x=1',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %s', (url) => {
    expect(isSafeDestinationUrl(url)).toBe(false);
  });
});

describe('scan markers', () => {
  const key = Buffer.alloc(32, 7);
  it('verifies its own marker and refuses others', () => {
    const marker = scanMarker(key, 42);
    expect(isScanMarker(key, 42, marker)).toBe(true);
    expect(isScanMarker(key, 43, marker)).toBe(false);
    expect(isScanMarker(Buffer.alloc(32, 8), 42, marker)).toBe(false);
    expect(isScanMarker(key, 42, undefined)).toBe(false);
    expect(isScanMarker(key, 42, 'short')).toBe(false);
  });
});
