import { describe, expect, it } from 'vitest';
import { ANALYTICS, ANALYTICS_PROVIDERS, isSiteId, snippetMarkup } from '../../../contract/analytics';
import { imagePage, jumpPage } from '../../../server/redirect/pages';

const NONCE = 'bm9uY2Vub25jZQ==';
const HOSTILE = [
  '"><script>alert(1)</script>',
  "');alert(1);//",
  '</script><script>alert(1)</script>',
  '" onload="alert(1)',
  'x\u2028alert(1)',
];

/** The tags of some markup, in order. */
const tagsOf = (html: string) => html.match(/<\/?[a-z]+/g) ?? [];
/** The attribute names of each opening tag, reading quoted values whole as a browser does. */
const attributesOf = (html: string) =>
  (html.match(/<script(\s+[a-z-]+(="[^"]*")?)*\s*>/g) ?? []).map((tag) =>
    [...tag.matchAll(/\s([a-z-]+)(?:="[^"]*")?/g)].map((match) => match[1]),
  );

describe('analytics snippets', () => {
  it('writes each provider’s fixed template with the site id', () => {
    expect(snippetMarkup({ provider: 'plausible', siteId: 'example.com' }, NONCE)).toBe(
      `<script defer nonce="${NONCE}" data-domain="example.com" src="https://plausible.io/js/script.js"></script>`,
    );
    for (const provider of ANALYTICS_PROVIDERS) {
      const { example } = ANALYTICS[provider];
      expect(isSiteId(provider, example)).toBe(true);
      const markup = snippetMarkup({ provider, siteId: example }, NONCE);
      expect(markup).toContain(example);
      // Every script carries the page's nonce and loads only from the provider's declared hosts.
      for (const tag of markup.match(/<script[^>]*>/g) ?? []) {
        expect(tag).toContain(`nonce="${NONCE}"`);
        const source = /src="([^"]+)"/.exec(tag)?.[1];
        if (source) expect(ANALYTICS[provider].scriptHosts).toContain(new URL(source).origin);
      }
    }
  });

  it('escapes a site id for the attribute and the script string it lands in', () => {
    for (const provider of ANALYTICS_PROVIDERS) {
      const fixed = tagsOf(ANALYTICS[provider].markup(ANALYTICS[provider].example, NONCE));
      for (const id of HOSTILE) {
        const markup = ANALYTICS[provider].markup(id, NONCE);
        // No tag or attribute can be opened or closed from inside the id.
        expect(tagsOf(markup)).toEqual(fixed);
        expect(attributesOf(markup)).toEqual(attributesOf(ANALYTICS[provider].markup('x', NONCE)));
      }
    }
    expect(ANALYTICS.ga4.markup('G-"</script>', NONCE)).toContain(
      `gtag('config',"G-\\"\\u003c/script\\u003e");`,
    );
    // A line separator ends a line in older JavaScript: it is escaped in the script's string.
    expect(ANALYTICS.ga4.markup('G-\u2028', NONCE)).toContain(`gtag('config',"G-\\u2028");`);
    expect(ANALYTICS.plausible.markup('a"b<c', NONCE)).toContain('data-domain="a&quot;b&lt;c"');
  });

  it('leaves out an id that is not of its provider’s shape', () => {
    for (const provider of ANALYTICS_PROVIDERS)
      for (const id of HOSTILE) {
        expect(isSiteId(provider, id)).toBe(false);
        expect(snippetMarkup({ provider, siteId: id }, NONCE)).toBe('');
      }
  });

  it('puts the snippet into jump and image pages with their nonce, and opens the policy to its hosts only', () => {
    const analytics = { provider: 'ga4' as const, siteId: 'G-AB12CD34EF' };
    const text = { title: 'T', lang: 'en-US', analytics };
    for (const page of [
      jumpPage(1, 'https://example.com/', { ...text, openLabel: 'Open' }),
      imagePage('/u/x.png', { ...text, hint: 'Scan' }),
    ]) {
      const policy = page.headers['content-security-policy'] as string;
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(page.body).toContain(
        `<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF">`,
      );
      expect(policy).toContain(`script-src 'nonce-${nonce}' https://www.googletagmanager.com;`);
      expect(policy).toContain("default-src 'none'");
    }
    const plain = jumpPage(1, 'https://example.com/', { title: 'T', lang: 'en-US', openLabel: 'Open' });
    expect(plain.body).not.toContain('googletagmanager');
    expect(plain.headers['content-security-policy']).not.toContain('connect-src');
    const bad = jumpPage(1, 'https://example.com/', {
      ...text,
      analytics: { provider: 'ga4', siteId: '"><script>' },
      openLabel: 'Open',
    });
    expect(bad.headers['content-security-policy']).not.toContain('googletagmanager');
  });
});
